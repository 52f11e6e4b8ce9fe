/** Marks the heading of the page's current screen (see `markPageHeading`). */
export const PAGE_HEADING_ATTRIBUTE = 'data-page-heading';
