/**
 * What to print when a story fails, so a failure that does not repeat can still be explained.
 *
 * It found the cause of the `toBeVisible` failures of full runs (docs/decisions.md, "Story
 * retries"): a modal react-aria had mounted but not yet revealed (inline `opacity: 0` while it
 * waits on the on-screen keyboard; stories/support/findOverlay.ts). It also records what else
 * hides an element between a find and a check: a Suspense boundary that suspends again hides
 * what it showed with `display: none` (React 19 also hides the portals under it), `hidden` set,
 * an enter or exit animation at opacity 0. The story setup records those changes while each
 * story runs and, when it fails, prints them with the state of every overlay then. Browser only
 * (the story setups).
 */

const watchedAttributes = ['style', 'hidden', 'data-entering', 'data-exiting'];

const overlaySelector =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-rac][data-placement]';

/** `<div role="dialog" class="…">`, short. */
function describe(element: Element): string {
  const role = element.getAttribute('role');
  const className = (element.getAttribute('class') ?? '').slice(0, 60);
  return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}${className ? ` class="${className}"` : ''}>`;
}

const hidesByDisplay = (style: string | null) => /display:\s*none/.test(style ?? '');

/**
 * Why `element` is not visible in jest-dom's sense (its own rule: display, visibility and
 * opacity of it and every ancestor, `hidden`, a closed `<details>`), or `null` when it is.
 */
export function whyNotVisible(element: Element): string | null {
  if (!element.isConnected) return 'not in the document';
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    const reasons = [
      style.display === 'none' && `display: none (style="${node.getAttribute('style') ?? ''}")`,
      (style.visibility === 'hidden' || style.visibility === 'collapse') &&
        `visibility: ${style.visibility}`,
      Number(style.opacity) === 0 &&
        `opacity: 0 (style="${node.getAttribute('style') ?? ''}", animation ${style.animationName} ${style.animationDuration}, fill ${style.animationFillMode})`,
      node.hasAttribute('hidden') && 'the hidden attribute',
      node.nodeName === 'DETAILS' && !node.hasAttribute('open') && 'a closed <details>',
    ].filter(Boolean);
    if (reasons.length > 0)
      return `${node === element ? 'itself' : `its ancestor ${describe(node)}`}: ${reasons.join(', ')}`;
  }
  return null;
}

/**
 * Starts recording, for one story, every change that can hide an element: `display: none` set
 * or cleared in a `style` attribute, `hidden`, react-aria's enter and exit states.
 * The returned function stops and reports the changes and every overlay's visibility now.
 */
export function recordVisibility(): () => string {
  const start = performance.now();
  const changes: string[] = [];
  const observer = new MutationObserver((records) => {
    const at = `${Math.round(performance.now() - start)} ms`;
    for (const record of records) {
      const element = record.target as Element;
      const name = record.attributeName ?? '';
      const value = element.getAttribute(name);
      if (name === 'style') {
        const hidden = hidesByDisplay(value);
        if (hidden !== hidesByDisplay(record.oldValue))
          changes.push(`${at} ${describe(element)} ${hidden ? 'display: none' : 'shown again'}`);
      } else {
        changes.push(`${at} ${describe(element)} ${name} ${value === null ? 'removed' : 'set'}`);
      }
    }
  });
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeOldValue: true,
    attributeFilter: watchedAttributes,
  });
  return () => {
    observer.disconnect();
    const overlays = [...document.querySelectorAll(overlaySelector)].map(
      (overlay) => `${describe(overlay)}: ${whyNotVisible(overlay) ?? 'visible'}`,
    );
    return [
      `changes while the story ran (${changes.length}):`,
      ...changes.slice(-40),
      `overlays at the end (${overlays.length}):`,
      ...overlays,
    ].join('\n  ');
  };
}
