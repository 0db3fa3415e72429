import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mapTones, toneColors } from '../styles/tone';
import { vars } from '../tokens/contract.css';

export const notice = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.medium,
    alignItems: 'start',
    padding: vars.space.large,
    borderLeft: '2px solid',
    borderRadius: vars.radius.small,
    color: vars.color.foreground.primary,
    fontSize: vars.font.size.small,
  },
  variants: {
    tone: mapTones((tone) => {
      const { soft, border } = toneColors(tone);
      return { background: soft, borderColor: border };
    }),
  },
});

export const icon = recipe({
  base: { display: 'flex', paddingTop: 1 },
  variants: { tone: mapTones((tone) => ({ color: toneColors(tone).foreground })) },
});

export const body = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const title = style({ fontWeight: vars.font.weight.semibold });
