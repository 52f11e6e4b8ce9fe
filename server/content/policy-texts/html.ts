/**
 * Tiny HTML builders for policy fragments. Inputs are our own static texts (no user data), so
 * nothing is escaped here; the content tests check that the output stays plain markup (no
 * scripts, inline styles or event handlers) because the site runs under a strict CSP.
 */

export const h2 = (text: string) => `<h2>${text}</h2>`;
export const p = (text: string) => `<p>${text}</p>`;
export const ul = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
export const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;
export const strong = (text: string) => `<strong>${text}</strong>`;

/** A document: blocks joined in order, empty (omitted) blocks skipped. */
export const doc = (...blocks: readonly (string | false | null | undefined)[]) =>
  blocks.filter((block): block is string => typeof block === 'string' && block !== '').join('\n');

/** The operator's mailbox for a purpose. */
export const mailbox = (domain: string, purpose: 'privacy' | 'support' | 'editorial' | 'legal') =>
  mail(`${purpose}@${domain}`);
