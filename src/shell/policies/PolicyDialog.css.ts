import { globalStyle, style } from '@vanilla-extract/css';
import { prose } from '../../ds/styles/prose.css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

/** The document area: positioned so the loading bar can run along its top edge. */
export const documentArea = style({
  position: 'relative',
  minHeight: vars.size.controlLg,
});

/** The policy's own HTML (the server sends bare markup): the design system's prose, framed. */
export const content = style([
  prose,
  {
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
        outlineOffset: vars.space.xs,
      },
    },
  },
]);

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

export const failureHint = style([
  type({ fontSize: 'sm' }),
  {
    margin: 0,
    color: vars.color.text.secondary,
  },
]);

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
