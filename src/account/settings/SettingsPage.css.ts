import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The dashboard pages share one title and section-heading style (the design system's).
export {
  pageHeading as pageTitle,
  sectionHeading as sectionTitle,
} from '../../ds/styles/headings.css';

export const subheading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const text = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  // A long address must wrap rather than widen the page on a phone.
  overflowWrap: 'anywhere',
});

export const secondaryText = style([text, { color: vars.color.text.secondary }]);

/** The change-email form keeps a readable line length on wide screens. */
export const form = style({ width: '100%', maxWidth: '32rem' });

/** An inline message: icon then text, in its tone's colour. */
export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const messageIcon = style({ display: 'inline-flex', paddingBlockStart: '0.1em' });

export const critical = style({ color: vars.color.text.critical });
export const success = style({ color: vars.color.text.success });
export const neutral = style({ color: vars.color.text.secondary });
