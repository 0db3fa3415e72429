import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const log = style({ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
});

export const message = recipe({
  base: {
    maxWidth: '85%',
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    sender: {
      bot: {
        alignSelf: 'flex-start',
        background: vars.color.background.surface,
        border: `1px solid ${vars.color.border.subtle}`,
        borderBottomLeftRadius: vars.radius.small,
      },
      user: {
        alignSelf: 'flex-end',
        background: vars.color.background.brand,
        color: vars.color.foreground.inverse,
        borderBottomRightRadius: vars.radius.small,
      },
    },
  },
});
