import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** "My Account": the dashboard's page heading (h1). */
export const accountTitle = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** A frame message's heading (page not found, route error, failed load). */
export const messageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

/** A frame message's text: a readable measure. */
export const messageBody = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.text.secondary,
});
