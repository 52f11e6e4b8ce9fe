import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Markup the design system does not render, in the brand's type: HTML a server sends bare (a
 * policy's text). Running text at the body size, headings in the heading face, lists, links
 * and tables, all from the brand's tokens; the element that holds the markup takes this class
 * and adds only its own frame. Descendants are styled by element, since the markup has no
 * classes.
 */
export const prose = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });

// The headings of the markup, in the heading face: its h1 a section's size, down to the body
// size for h3 and h4 (the same steps as `Heading`'s section, subsection and item).
globalStyle(`${prose} :is(h1, h2, h3, h4)`, {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.tight,
  marginTop: vars.space.xl,
  marginBottom: vars.space.sm,
});
globalStyle(`${prose} h1`, { fontSize: vars.font.size.xl });
globalStyle(`${prose} h2`, { fontSize: vars.font.size.lg });
globalStyle(`${prose} :is(h3, h4)`, { fontSize: vars.font.size.md });

globalStyle(`${prose} :is(p, ul, ol)`, {
  marginTop: 0,
  marginBottom: vars.space.md,
});
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });

globalStyle(`${prose} a`, {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
globalStyle(`${prose} a:hover`, { color: vars.color.text.linkHover });
globalStyle(`${prose} a:focus-visible`, {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
});

globalStyle(`${prose} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  marginBottom: vars.space.md,
  fontSize: vars.font.size.sm,
});
globalStyle(`${prose} :is(th, td)`, {
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  padding: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
});
