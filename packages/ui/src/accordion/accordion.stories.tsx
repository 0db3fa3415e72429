import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion } from './accordion';

const meta = {
  title: 'Composants/Accordion',
  component: Accordion,
  argTypes: { items: { control: false } },
  args: {
    items: [
      {
        id: 'delai',
        title: 'Quels sont les délais de livraison ?',
        content: 'La livraison standard prend 2 à 4 jours ouvrés ; l’express, 1 à 2 jours ouvrés en Europe.',
      },
      {
        id: 'frais',
        title: 'La livraison est-elle offerte ?',
        content: 'Oui, dès 150 € d’achat. En dessous, elle coûte 7,90 €.',
      },
      {
        id: 'pays',
        title: 'Livrez-vous hors de l’Union européenne ?',
        content: 'Pas encore : nous livrons uniquement dans l’Union européenne.',
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several answers may stay open side by side. */
export const Faq: Story = {
  args: { defaultOpenIds: ['delai'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'La livraison est-elle offerte ?' }));
    await expect(
      canvas.getByRole('button', { name: 'Quels sont les délais de livraison ?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/dès 150 €/)).toBeVisible();
  },
};

/** Exclusive: opening one answer closes the one before. */
export const OneAtATime: Story = {
  args: { exclusive: true, defaultOpenIds: ['delai'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'La livraison est-elle offerte ?' }));
    await expect(
      canvas.getByRole('button', { name: 'Quels sont les délais de livraison ?' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};
