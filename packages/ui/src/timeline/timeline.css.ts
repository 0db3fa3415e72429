import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const step = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '24px 1fr',
    columnGap: vars.space.large,
    paddingBottom: vars.space.xlarge,
    selectors: {
      // The thread between markers; the last step has none.
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        top: 28,
        bottom: 4,
        left: 11.5,
        width: 1,
        background: vars.color.border.subtle,
      },
    },
  },
  variants: {
    status: {
      complete: { selectors: { '&:not(:last-child)::before': { background: vars.color.border.brand } } },
      current: {},
      upcoming: {},
    },
  },
});

export const marker = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: 24,
    height: 24,
    borderRadius: vars.radius.full,
    border: '1px solid',
  },
  variants: {
    status: {
      complete: {
        background: vars.color.background.brand,
        borderColor: vars.color.border.brand,
        color: vars.color.foreground.inverse,
      },
      current: {
        background: vars.color.background.surface,
        borderColor: vars.color.border.brand,
        boxShadow: `0 0 0 4px ${vars.color.background.brandSoft}`,
        '::after': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: vars.radius.full,
          background: vars.color.background.brand,
        },
      },
      upcoming: { background: vars.color.background.surface, borderColor: vars.color.border.neutral },
    },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xxsmall, paddingTop: 2 });

export const title = recipe({
  base: { fontWeight: vars.font.weight.medium },
  variants: {
    status: {
      complete: { color: vars.color.foreground.primary },
      current: { color: vars.color.foreground.brand },
      upcoming: { color: vars.color.foreground.secondary },
    },
  },
});

export const meta = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });
