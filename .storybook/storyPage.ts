/**
 * The story page for the screenshots of the story projects' setups. Vitest browser mode only:
 * `vitest/browser` throws when imported anywhere else, so the preview must not import this.
 */
import { page } from 'vitest/browser';

const STORY_PAGE_TEST_ID = 'story-page';

/**
 * The story page's body as a locator for screenshots. `page.elementLocator(document.body)`
 * turns the body into a selector by its text, which the live announcer changes ("6 options
 * available.", then nothing): Playwright then waited for a body with the old text, and the
 * capture hung until the screenshot timed out (the "unstable" screenshots of open menus,
 * selects and combo boxes on a busy machine). A test id does not change.
 */
export function storyPageLocator() {
  document.body.dataset.testid = STORY_PAGE_TEST_ID;
  return page.getByTestId(STORY_PAGE_TEST_ID);
}
