import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

export const bar = recipe({
  base: [
    type({ lineHeight: 'normal' }),
    {
      backgroundColor: vars.color.tone.warning.bg,
      color: vars.color.tone.warning.text,
      borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.tone.warning.border}`,
      overflowWrap: 'anywhere',
    },
  ],
  variants: {
    style: {
      standard: [
        type({ fontSize: 'md' }),
        { paddingBlock: vars.space.sm, paddingInline: vars.space.gutter },
      ],
      compact: [
        type({ fontSize: 'sm' }),
        { paddingBlock: vars.space.xxs, paddingInline: vars.space.gutter },
      ],
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const label = type({ fontWeight: 'bold' });

export const message = style({ margin: 0 });
