import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { focusRing } from './focus-ring';
import { colorTransition } from './motion';
import { nativeInput } from './native-input.css';

/**
 * A native radio or checkbox with what is drawn for it, shared by the option lists (RadioGroup, CheckboxList):
 * the label that holds both, and the chip a short value is drawn as (sizes, colours, variants).
 */
export const choiceOption = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  cursor: 'pointer',
});

export const choiceChip = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 48,
  minHeight: 44,
  paddingInline: vars.space.large,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  transition: colorTransition,
  selectors: {
    [`${choiceOption}:hover > &`]: { borderColor: vars.color.border.strong },
    [`${nativeInput}:checked + &`]: {
      background: vars.color.background.inverse,
      borderColor: vars.color.border.strong,
      color: vars.color.foreground.inverse,
    },
    [`${nativeInput}:focus-visible + &`]: focusRing,
    // Dashed and greyed, never struck: struck through means « exists, but none left ».
    [`${nativeInput}:disabled + &`]: {
      color: vars.color.foreground.disabled,
      background: vars.color.background.subtle,
      borderColor: vars.color.border.subtle,
      borderStyle: 'dashed',
      cursor: 'not-allowed',
    },
  },
});
