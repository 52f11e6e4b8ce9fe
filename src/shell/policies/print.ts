/** Set on `<html>` while a policy prints; `PolicyDialog.css.ts` hides the rest of the page. */
const PRINTING_ATTRIBUTE = 'data-policy-print';

/**
 * Prints the open policy dialog's document alone (page-shell §2 print and save-as-PDF). With
 * `documentTitle`, the page title is that name while the print dialog is open: browsers
 * propose it as the file name when the destination is "Save as PDF". Everything is put back
 * after printing (`afterprint`), or at the latest by the returned function.
 */
export function printPolicy(documentTitle?: string): () => void {
  const root = document.documentElement;
  const previousTitle = document.title;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    root.removeAttribute(PRINTING_ATTRIBUTE);
    if (documentTitle) document.title = previousTitle;
    window.removeEventListener('afterprint', restore);
  };
  root.setAttribute(PRINTING_ATTRIBUTE, '');
  if (documentTitle) document.title = documentTitle;
  window.addEventListener('afterprint', restore);
  window.print();
  return restore;
}

/** Whether a policy is being printed (for tests and stories). */
export function isPrintingPolicy(): boolean {
  return document.documentElement.hasAttribute(PRINTING_ATTRIBUTE);
}
