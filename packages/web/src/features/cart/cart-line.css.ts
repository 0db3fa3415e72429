import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';
import { roomyList } from './cart-line-list.css';

/**
 * One line of the cart. In a narrow list (a phone, the cart drawer) the image sits beside the words, the quantity
 * and total below them; in a roomy one (the cart page from the tablet up), quantity, total and the remove button
 * line up in columns.
 */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr) auto',
  gridTemplateAreas: `
    "image details remove"
    "image quantity total"
    "notes notes notes"`,
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  alignItems: 'start',
  paddingBlock: vars.space.large,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@container': {
    [roomyList]: {
      gridTemplateColumns: '6.5rem minmax(0, 1fr) auto 7.5rem auto',
      gridTemplateAreas: `
        "image details quantity total remove"
        "image notes notes notes notes"`,
      columnGap: vars.space.large,
    },
  },
});

/** The line an add just took, in the drawer: set apart by the brand's soft tint. */
export const justAdded = style({
  marginInline: `calc(-1 * ${vars.space.medium})`,
  paddingInline: vars.space.medium,
  background: vars.color.background.brandSoft,
  borderRadius: vars.radius.small,
});

export const media = style({ gridArea: 'image' });

export const details = style({ gridArea: 'details', minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

export const quantity = style({ gridArea: 'quantity', alignSelf: 'center' });

export const total = style({
  gridArea: 'total',
  alignSelf: 'center',
  justifySelf: 'end',
  textAlign: 'right',
});

export const remove = style({
  gridArea: 'remove',
  justifySelf: 'end',
  '@container': { [roomyList]: { alignSelf: 'center' } },
});

export const notes = style({
  gridArea: 'notes',
  display: 'grid',
  gap: vars.space.small,
  selectors: { '&:empty': { display: 'none' } },
});
