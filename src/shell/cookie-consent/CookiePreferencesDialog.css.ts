import { style } from '@vanilla-extract/css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

export const text = style([
  type({ fontFamily: 'body', fontSize: 'sm', lineHeight: 'normal' }),
  {
    margin: 0,
  },
]);

/** The Global Privacy Control notice: one line on the info tone. */
export const notice = style([
  type({ fontFamily: 'body', fontSize: 'sm', lineHeight: 'normal' }),
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.tone.info.border}`,
    backgroundColor: vars.color.tone.info.bg,
    color: vars.color.tone.info.text,
  },
]);

export const noticeIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  // Centres the icon on the first line of text.
  paddingBlockStart: '0.1em',
});

export const lastConsent = style([text, { color: vars.color.text.secondary }]);

/** The consent id: 36 characters that may wrap anywhere on a narrow screen. */
export const consentId = style({
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/** "Always on" heads the essential cookies' explanation, on its own line. */
export const alwaysOn = style([
  type({ fontWeight: 'medium' }),
  {
    display: 'block',
  },
]);
