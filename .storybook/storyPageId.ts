/** The test id the story setups give the story page's body, for its capture (storyPage.ts, storyScreenshot.ts). */
export const STORY_PAGE_TEST_ID = 'story-page';
