import { create } from 'storybook/theming';
import { colorRoles } from '../packages/ui/src/tokens/color-roles';
import { tokens } from '../packages/ui/src/tokens/tokens';

/** Storybook's own chrome and docs pages, dressed in the house's tokens. */
export const houseTheme = create({
  base: 'light',
  brandTitle: 'Maison Aurèle — système de design',
  fontBase: tokens.font.family.text,
  colorPrimary: colorRoles.foreground.brand,
  colorSecondary: colorRoles.foreground.brand,
  appBg: colorRoles.background.page,
  appContentBg: colorRoles.background.page,
  appPreviewBg: colorRoles.background.page,
  appBorderColor: colorRoles.border.subtle,
  appBorderRadius: 4,
  textColor: colorRoles.foreground.primary,
  textMutedColor: colorRoles.foreground.secondary,
  barBg: colorRoles.background.surface,
  barSelectedColor: colorRoles.foreground.brand,
  inputBorder: colorRoles.border.field,
  inputBorderRadius: 2,
});
