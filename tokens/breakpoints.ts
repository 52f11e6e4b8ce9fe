/**
 * Breakpoints cannot be CSS variables (media queries do not read them), so they are
 * shared constants rather than theme values. Widths in px, mobile first.
 */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;

/** Viewport presets used by Storybook, the screenshot suite and Chromatic. */
export const viewports = {
  mobile: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
