import DOMPurify from 'dompurify';

// `<style>…</style>` (or an unclosed one, to the end): raw text, removed before any parsing.
const STYLE_BLOCK = /<style\b[\s\S]*?(?:<\/style\s*>|$)/gi;
// An event-handler or style attribute name where an attribute can start (after white space, a
// quote or a slash): `onerror=`, `STYLE =`.
const INLINE_CODE_ATTRIBUTE = /([\s"'/])(on[a-z]+|style)(\s*=)/gi;

/**
 * Takes inline code out of policy HTML before the browser parses it at all. Chromium checks the
 * page's Content-Security-Policy as soon as it parses an event-handler or style attribute, even
 * in an inert document such as DOMPurify's, and reports a violation for each; renamed to
 * `data-blocked-…`, they are plain data that DOMPurify then drops. Text that merely looks like
 * such an attribute (`on=`) keeps its words.
 */
export function withoutInlineCode(html: string): string {
  return html.replace(STYLE_BLOCK, '').replace(INLINE_CODE_ATTRIBUTE, '$1data-blocked-$2$3');
}

/**
 * The server's policy HTML made safe to render (page-shell §2, §7): DOMPurify keeps document
 * markup (headings, paragraphs, lists, tables, links) and drops scripts, event handlers,
 * `javascript:` URLs, forms and inline styles (the site runs under a strict CSP, so inline code
 * is removed before parsing: see `withoutInlineCode`).
 */
export function sanitizePolicyHtml(html: string): string {
  return DOMPurify.sanitize(withoutInlineCode(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
