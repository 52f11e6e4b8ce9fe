/**
 * The page's heading as the place focus goes when it has nowhere better: after a client-side
 * page change, and when a modal closes whose trigger is gone (focus would fall to `<body>`,
 * where a screen reader loses its place). An app marks its current screen's heading once it
 * shows; a closing `Modal` falls back to it.
 */
import './pageHeading.css';
import { PAGE_HEADING_ATTRIBUTE } from './pageHeadingAttribute';

export { PAGE_HEADING_ATTRIBUTE };

/** Makes `heading` the page's heading (focusable from code only); no other heading stays one. */
export function markPageHeading(heading: HTMLElement) {
  for (const other of heading.ownerDocument.querySelectorAll(`[${PAGE_HEADING_ATTRIBUTE}]`)) {
    if (other !== heading) other.removeAttribute(PAGE_HEADING_ATTRIBUTE);
  }
  heading.setAttribute(PAGE_HEADING_ATTRIBUTE, '');
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
}

/**
 * Focuses the page's heading (the one given, or the marked one), scrolling only as far as it
 * needs to come into view. False when there is none.
 */
export function focusPageHeading(
  heading = document.querySelector<HTMLElement>(`[${PAGE_HEADING_ATTRIBUTE}]`),
): boolean {
  if (!heading?.isConnected) return false;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return document.activeElement === heading;
}

/** Focus has nowhere: on `<body>` (or nothing), as after its element left the page. */
export const isFocusLost = (doc: Document = document) =>
  doc.activeElement === null || doc.activeElement === doc.body;
