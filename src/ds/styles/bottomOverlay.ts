/**
 * The custom property holding the height of what is pinned to the bottom of the window (the
 * cookie bar), set on `<html>` while it shows (issue #24, WCAG 2.2 SC 2.4.11). A plain module,
 * so the component that sets it and the styles that read it share the name.
 */
export const BOTTOM_OVERLAY_PROPERTY = '--bottom-overlay-height';

/**
 * Keeps `BOTTOM_OVERLAY_PROPERTY` equal to `element`'s height (text spacing, zoom and wrapping
 * change it) until the returned function is called, which clears it.
 */
export function reserveBottomOverlay(element: HTMLElement): () => void {
  const root = element.ownerDocument.documentElement;
  const update = () =>
    root.style.setProperty(
      BOTTOM_OVERLAY_PROPERTY,
      `${Math.ceil(element.getBoundingClientRect().height)}px`,
    );
  update();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  observer?.observe(element, { box: 'border-box' });
  return () => {
    observer?.disconnect();
    root.style.removeProperty(BOTTOM_OVERLAY_PROPERTY);
  };
}
