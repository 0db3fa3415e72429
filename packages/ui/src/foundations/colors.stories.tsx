import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { colorRoles } from '../tokens/color-roles';
import { vars } from '../tokens/contract.css';
import { swatch, swatchGrid } from './foundations.css';
import { TokenLabel } from './token-label';

type Group = keyof typeof colorRoles;

const groups: Array<{ group: Group; title: string; intro: string }> = [
  {
    group: 'background',
    title: 'Fonds',
    intro:
      'Ivoire pour la page, blanc pour les surfaces, lin pour les zones calmes ; un fond pastel par ton.',
  },
  {
    group: 'foreground',
    title: 'Textes',
    intro:
      'Encre pour le texte, taupe foncé pour le secondaire, bordeaux pour la marque. Tous lisibles (AA).',
  },
  {
    group: 'border',
    title: 'Bordures',
    intro: 'Filets discrets entre les blocs, bordure de champ contrastée (3:1), anneau de focus en encre.',
  },
];

function ColorGroup({ group, title, intro }: (typeof groups)[number]) {
  const roles = colorRoles[group];
  return (
    <Stack space="large">
      <Heading level={2} size="title">
        {title}
      </Heading>
      <Text tone="secondary">{intro}</Text>
      <div className={swatchGrid}>
        {Object.entries(roles).map(([role, value]) => (
          <Stack key={role} space="small">
            <div
              className={swatch}
              style={{ background: (vars.color[group] as Record<string, string>)[role] }}
            />
            <TokenLabel name={`color.${group}.${role}`} value={value} />
          </Stack>
        ))}
      </div>
    </Stack>
  );
}

const meta = {
  title: 'Fondations/Couleurs',
  parameters: {
    docs: {
      description: {
        component:
          'Chaque pastille est peinte avec la variable du thème (`vars.color…`) et légendée avec sa valeur : ce que vous voyez est ce que les composants utilisent.',
      },
    },
  },
} satisfies Meta;

export default meta;

export const Palette: StoryObj = {
  render: () => (
    <Stack space="xxxlarge">
      {groups.map((group) => (
        <ColorGroup key={group.group} {...group} />
      ))}
    </Stack>
  ),
};
