import DOMPurify from 'dompurify';

/**
 * The server's policy HTML made safe to render (page-shell §2, §7): DOMPurify keeps document
 * markup (headings, paragraphs, lists, tables, links) and drops scripts, event handlers,
 * `javascript:` URLs, forms and inline styles (the site runs under a strict CSP).
 */
export function sanitizePolicyHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
