/**
 * Page clean-up shared by the story setups (stories share one page) and the stories' play
 * functions. The preview imports it, so it imports nothing of Vitest's browser mode (which
 * throws anywhere else: Storybook itself, the `server-render` project); the screenshot locator
 * is in `./storyPage.ts`.
 */

/**
 * Screenshots must not depend on when they are taken: no blinking caret, no animation or
 * transition caught half-way (reduced motion already collapses the theme's durations; this
 * also covers the browser's own caret and any keyframes a component declares).
 */
export function freezeMotion() {
  if (document.getElementById('screenshot-freeze')) return;
  const style = document.createElement('style');
  style.id = 'screenshot-freeze';
  style.textContent =
    '*, *::before, *::after { caret-color: transparent !important; animation: none !important; transition: none !important; }';
  document.head.append(style);
}

/**
 * A pending react-aria Button announces itself through the live announcer with a node labelled
 * by the button, kept for 7 s. When the button goes first, that node points at nothing and axe
 * reports `role-img-alt` on it, in this story or the next. The announcement was made; the stale
 * node is dropped. Only the announcer's: a broken label anywhere else is a defect axe must see.
 */
export function dropStaleAnnouncements() {
  for (const node of document.querySelectorAll(
    '[data-live-announcer] [role="img"][aria-labelledby]',
  )) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  }
}
