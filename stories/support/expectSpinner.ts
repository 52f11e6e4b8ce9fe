import { expect } from 'storybook/test';

/** "Loading…" in every locale of the product: the spinner's default name is one of them. */
export const loadingLabels = Object.values(
  import.meta.glob<{ loading?: string }>('../../src/platform/i18n/locales/*/ds.json', {
    eager: true,
    import: 'default',
  }),
)
  .map((copy) => copy.loading)
  .filter((text): text is string => !!text);

/**
 * Guards the DS spinner: a visible, named progress bar drawn as a square ring of at least
 * 12 px (not a collapsed inline bracket), standing still under reduced motion.
 */
export async function expectSpinner(progressbar: HTMLElement) {
  await expect(progressbar).toBeVisible();
  await expect(loadingLabels).toContain(progressbar.getAttribute('aria-label'));
  const { width, height } = progressbar.getBoundingClientRect();
  await expect(width).toBeGreaterThanOrEqual(12);
  await expect(Math.abs(width - height)).toBeLessThan(1);
  const ring = progressbar.querySelector('svg circle');
  await expect(ring).not.toBeNull();
  const arc = progressbar.querySelector('svg path');
  if (!arc) throw new Error('spinner arc missing');
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    await expect(getComputedStyle(arc).animationName).toBe('none');
  }
}
