import { removeFreeWords } from './rules';

/**
 * Where page-shell §4 removes "free": headings, call-to-action text and the title. Calls to
 * action are buttons, button-like links and anything a page marks with `data-cta`.
 */
const TARGETS = 'h1, h2, h3, h4, h5, h6, button, [role="button"], [data-cta]';

/** Removes the "free" words from the targets under `root` and from the document title. */
export function removeFreeWordsFromPage(root: ParentNode, doc: Document): void {
  for (const element of root.querySelectorAll(TARGETS)) {
    const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const cleaned = removeFreeWords(text);
      if (cleaned === text.trim()) continue;
      // A node that was only the word goes entirely; otherwise keep the spaces that separate
      // it from the elements around it.
      node.textContent = cleaned === '' ? '' : text.replace(text.trim(), cleaned);
    }
  }
  const title = removeFreeWords(doc.title);
  if (title !== doc.title) doc.title = title;
}
