import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mapTones, toneColors } from '../styles/tone';
import { vars } from '../tokens/contract.css';
import { fillTones } from '../tokens/tone';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    border: '1px solid transparent',
    borderRadius: vars.radius.small,
    fontFamily: vars.font.family.text,
    fontWeight: vars.font.weight.medium,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: mapTones(() => ({})),
    variant: {
      soft: {},
      solid: { color: vars.color.foreground.inverse },
      outline: { background: 'transparent' },
    },
    size: {
      small: {
        paddingBlock: '0.1875rem',
        paddingInline: vars.space.small,
        fontSize: '0.6875rem',
        letterSpacing: vars.font.letterSpacing.wider,
        textTransform: 'uppercase',
      },
      medium: {
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.small,
      },
    },
    shape: {
      square: {},
      pill: { borderRadius: vars.radius.full },
    },
  },
  compoundVariants: fillTones.flatMap((tone) => {
    const { soft, solid, foreground, border } = toneColors(tone);
    return [
      { variants: { tone, variant: 'soft' as const }, style: { background: soft, color: foreground } },
      { variants: { tone, variant: 'solid' as const }, style: { background: solid } },
      { variants: { tone, variant: 'outline' as const }, style: { borderColor: border, color: foreground } },
    ];
  }),
});

const dotBase = style({ width: 6, height: 6, borderRadius: vars.radius.full, flexShrink: 0 });

export const dot = styleVariants(mapTones(toneColors), ({ solid }) => [dotBase, { background: solid }]);
