import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const bar = recipe({
  base: {
    backgroundColor: vars.color.tone.warning.bg,
    color: vars.color.tone.warning.text,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.tone.warning.border}`,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    style: {
      standard: {
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.gutter,
        fontSize: vars.font.size.md,
      },
      compact: {
        paddingBlock: vars.space.xxs,
        paddingInline: vars.space.gutter,
        fontSize: vars.font.size.sm,
      },
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const label = style({ fontWeight: vars.font.weight.bold });

export const message = style({ margin: 0 });
