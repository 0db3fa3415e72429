import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../icon/icon';
import { iconNames } from '../icon/icon-paths';
import { iconTile, swatchGrid, tokenValue } from './foundations.css';

const meta = {
  title: 'Fondations/Icônes',
  parameters: {
    docs: {
      description: {
        component:
          'Le jeu d’icônes de la boutique : traits fins de 1,5 sur une grille de 24, couleur du texte. Le nom sous chaque icône est celui à passer à `<Icon name>`.',
      },
    },
  },
} satisfies Meta;

export default meta;

export const AllIcons: StoryObj = {
  render: () => (
    <div className={swatchGrid}>
      {iconNames.map((name) => (
        <div key={name} className={iconTile}>
          <Icon name={name} size="large" />
          <span className={tokenValue}>{name}</span>
        </div>
      ))}
    </div>
  ),
};
