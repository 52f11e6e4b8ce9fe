import { style } from '@vanilla-extract/css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

/** The locked-account message at the top of the reset section (page-shell §4). */
export const notice = style([
  type({ fontSize: 'sm', lineHeight: 'normal' }),
  {
    display: 'flex',
    gap: vars.space.xs,
    alignItems: 'flex-start',
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.tone.critical.border}`,
    backgroundColor: vars.color.tone.critical.bg,
    color: vars.color.tone.critical.text,
  },
]);

export const noticeIcon = style({ flexShrink: 0, display: 'inline-flex', paddingTop: '0.1em' });

/** Running text of the dialog: instructions and switch prompts. */
export const text = style([
  type({ fontSize: 'sm', lineHeight: 'normal' }),
  {
    margin: 0,
    color: vars.color.text.primary,
  },
]);

/** The legal disclaimer under the form: the smallest readable size. */
export const disclaimer = style([
  type({ fontSize: 'xs', lineHeight: 'normal' }),
  {
    margin: 0,
    color: vars.color.text.secondary,
  },
]);

/** Read by assistive technology, not shown: the design system's one definition. */
export { visuallyHidden } from '../../ds/styles/visuallyHidden.css';

/** The redesign's benefit list: an icon beside each line. */
export const benefit = style([
  type({ fontSize: 'md', lineHeight: 'normal' }),
  {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
  },
]);

export const benefitIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  color: vars.color.text.success,
  paddingTop: '0.15em',
});

export const lead = style([
  type({ fontSize: 'md', lineHeight: 'normal' }),
  {
    margin: 0,
  },
]);
