import { globalStyle, style } from '@vanilla-extract/css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

export const heading = style([
  type({ fontSize: 'xs', fontWeight: 'bold', letterSpacing: 'caps', textTransform: 'uppercase' }),
  { margin: 0, color: vars.color.text.secondary },
]);

/** A document link, indented under its category. */
export const entry = style({
  display: 'block',
  paddingInlineStart: vars.space.md,
  overflowWrap: 'anywhere',
});

// Rows sit edge to edge, so each link must itself be a 24 px target (WCAG 2.2 target size,
// in CSS px whatever the root font size): de-legal's small line height fell short.
globalStyle(`${entry} > a`, { minBlockSize: '24px' });

/** The category page ("view all") and category links. */
export const emphasised = style([entry, type({ fontWeight: 'bold' })]);
