const focusableSelector = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'iframe',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

/** Whether the browser's Tab key would stop on `element` (in document order). */
function isTabStop(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.matches(focusableSelector)) return false;
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) {
    return false;
  }
  if (!element.checkVisibility({ visibilityProperty: true })) return false;
  // Of a radio group only the checked radio (or, with none checked, every radio) is a stop.
  if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) {
    const group = element.form?.elements.namedItem(element.name);
    const radios = group instanceof RadioNodeList ? Array.from(group) : [];
    return !radios.some((radio) => radio instanceof HTMLInputElement && radio.checked);
  }
  return true;
}

/**
 * The tab stop after (or before) `from` in document order, ignoring anything inside `skip`
 * (e.g. the portalled overlay `from` opened) and `from`'s own containers: a tab panel around a
 * menu button is briefly a stop of its own while the open menu hides the button from it.
 * Null when there is none.
 */
export function tabStopBeside(
  from: Element,
  direction: 'next' | 'previous',
  skip?: Element | null,
): HTMLElement | null {
  const stops = Array.from(from.ownerDocument.body.querySelectorAll(focusableSelector)).filter(
    (element): element is HTMLElement =>
      !element.contains(from) && !skip?.contains(element) && isTabStop(element),
  );
  const after = (element: Element) =>
    Boolean(from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  return direction === 'next'
    ? (stops.find(after) ?? null)
    : (stops.findLast((element) => !after(element)) ?? null);
}
