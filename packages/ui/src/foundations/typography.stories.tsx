import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { vars } from '../tokens/contract.css';
import { tokens } from '../tokens/tokens';
import { specimenRow } from './foundations.css';
import { TokenLabel } from './token-label';

const sample = 'Une élégance qui traverse les saisons';

const meta = {
  title: 'Fondations/Typographie',
  parameters: {
    docs: {
      description: {
        component:
          'Cormorant Garamond pour les titres, Inter pour le texte ; toutes deux auto-hébergées (sous-ensemble latin, `font-display: swap`). Les tailles viennent de `vars.font.size`.',
      },
    },
  },
} satisfies Meta;

export default meta;

export const Families: StoryObj = {
  render: () => (
    <Stack space="xlarge">
      {(Object.keys(tokens.font.family) as Array<keyof typeof tokens.font.family>).map((family) => (
        <div key={family} className={specimenRow}>
          <TokenLabel name={`font.family.${family}`} value={tokens.font.family[family].split(',')[0] ?? ''} />
          <span style={{ fontFamily: vars.font.family[family], fontSize: vars.font.size.xxlarge }}>
            Maison Aurèle — « Prêt-à-porter » 1 234,50 €
          </span>
        </div>
      ))}
    </Stack>
  ),
};

export const Scale: StoryObj = {
  render: () => (
    <Stack space="none">
      {(Object.keys(tokens.font.size) as Array<keyof typeof tokens.font.size>).map((size) => (
        <div key={size} className={specimenRow}>
          <TokenLabel name={`font.size.${size}`} value={tokens.font.size[size]} />
          <span
            style={{
              fontFamily:
                size.startsWith('display') || size === 'xxlarge' ? vars.font.family.display : undefined,
              fontSize: vars.font.size[size],
              lineHeight: vars.font.lineHeight.snug,
            }}
          >
            {sample}
          </span>
        </div>
      ))}
    </Stack>
  ),
};

export const HeadingLevels: StoryObj = {
  render: () => (
    <Stack space="large">
      <Heading level={1}>Collection Femme</Heading>
      <Heading level={2}>Nos engagements</Heading>
      <Heading level={3}>Manteau en laine double face</Heading>
      <Heading level={4}>Livraison et retours</Heading>
    </Stack>
  ),
};
