import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The document area: positioned so the loading bar can run along its top edge. */
export const documentArea = style({
  position: 'relative',
  minHeight: vars.size.controlLg,
});

/** The policy's own HTML, styled here because the server sends bare markup. */
export const content = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: vars.space.xs,
    },
  },
});

globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });

globalStyle(`${content} :is(h1, h2, h3, h4)`, {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.tight,
  marginTop: vars.space.xl,
  marginBottom: vars.space.sm,
});
globalStyle(`${content} h1`, { fontSize: vars.font.size.xl });
globalStyle(`${content} h2`, { fontSize: vars.font.size.lg });
globalStyle(`${content} :is(h3, h4)`, { fontSize: vars.font.size.md });

globalStyle(`${content} :is(p, ul, ol)`, {
  marginTop: 0,
  marginBottom: vars.space.md,
});
globalStyle(`${content} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${content} li + li`, { marginTop: vars.space.xs });

globalStyle(`${content} a`, {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
globalStyle(`${content} a:hover`, { color: vars.color.text.linkHover });
globalStyle(`${content} a:focus-visible`, {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
});

globalStyle(`${content} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  marginBottom: vars.space.md,
  fontSize: vars.font.size.sm,
});
globalStyle(`${content} :is(th, td)`, {
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  padding: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
});

/** The failure state's message. */
export const failureText = style({
  margin: 0,
  color: vars.color.text.primary,
});

export const failureIcon = style({
  color: vars.color.tone.critical.solid,
  flexShrink: 0,
  display: 'inline-flex',
});

export const failureHint = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

/**
 * Printing a policy (page-shell §2): while `html[data-policy-print]` is set, the page prints
 * only the dialog that holds `[data-policy-print-root]`, unboxed and at full length, without
 * its buttons. Everything else on the page (the page itself, other portals) is left out.
 */
const printing = 'html[data-policy-print]';
const root = '[data-policy-print-root]';

globalStyle(`${printing} body > :not(:has(${root}))`, {
  '@media': { print: { display: 'none' } },
});

// The overlay, the modal and the dialog around the document: no box, no backdrop, no scroll.
globalStyle(`${printing} body :has(${root})`, {
  '@media': {
    print: {
      position: 'static',
      display: 'block',
      width: 'auto',
      height: 'auto',
      maxWidth: 'none',
      maxHeight: 'none',
      overflow: 'visible',
      padding: 0,
      background: 'none',
      boxShadow: 'none',
      border: 'none',
      animation: 'none',
      transform: 'none',
    },
  },
});

// The dialog's parts without the document or its title (the footer of buttons) stay out.
globalStyle(`${printing} [role="dialog"] > :not(:has(${root}, h1, h2, h3))`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${printing} [role="dialog"] button`, {
  '@media': { print: { display: 'none' } },
});
