import { expect, type screen, waitFor } from 'storybook/test';

type FindByRole = typeof screen.findByRole;

/**
 * Finds a dialog or alert dialog and waits until it is shown, as a member waits to see it.
 *
 * react-aria mounts a modal hidden (inline `opacity: 0` and a clip) and reveals it once it
 * knows whether an on-screen keyboard will move the page: at once on a device without one,
 * after two frames and up to 600 ms on a device it believes has one. Its belief comes from the
 * window's height shrinking soon after a text field took focus, or while the page is taller
 * than the window it last settled on; in a story page that is what a whole-page capture does
 * when it gives the window its mode's height back (.storybook/storyPage.ts). A check of
 * visibility, or a key press meant for the dialog, right after `findByRole` then ran before the
 * reveal in busy full runs (docs/decisions.md, "Story retries").
 */
export async function findOverlay(
  scope: { findByRole: FindByRole },
  role: 'dialog' | 'alertdialog',
  options?: Parameters<FindByRole>[1],
  waitOptions?: Parameters<FindByRole>[2],
): Promise<HTMLElement> {
  const overlay = await scope.findByRole(role, options, waitOptions);
  // As long as the find may take: the reveal waits on frames, which a busy machine delays.
  await waitFor(() => expect(overlay).toBeVisible(), { timeout: 5_000, ...waitOptions });
  return overlay;
}

/**
 * Waits until react-aria is done focusing a dialog that opened. Once its entrance ends it focuses
 * the dialog and, half a second later, focuses it again if the focus is still on the dialog or
 * was lost to the page (`useDialog`: a workaround for VoiceOver on iOS). A keyboard journey much
 * faster than a member's, which closed a nested alert dialog inside that half-second, lost the
 * focus that react-aria gives back to the pressed button a frame after the alert has gone: the
 * second focusing took it in between (docs/decisions.md, "Story retries"). The wait is a timer in
 * the page, set after react-aria's, so it ends after react-aria's has run.
 */
export async function untilDialogSettled(dialog: HTMLElement): Promise<void> {
  await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull(), { timeout: 5_000 });
  // react-aria's 500 ms, plus the time between the entrance's end and its effect.
  await new Promise((resolve) => setTimeout(resolve, 600));
}
