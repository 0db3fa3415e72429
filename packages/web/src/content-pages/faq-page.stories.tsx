import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { FaqPage } from './faq-page';

const meta = {
  title: 'Boutique/Pages/Questions fréquentes',
  component: FaqPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/faq' },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first category shows at first; the arrow keys change category, Enter and Space open and close a question. */
export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Questions fréquentes — Maison Aurèle'));
    const first = canvas.getByRole('tab', { name: 'Commande & Livraison' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Quels sont les délais de livraison ?' })).toBeVisible();

    await step('the arrow key shows the next category', async () => {
      first.focus();
      await userEvent.keyboard('{ArrowRight}');
      const returns = canvas.getByRole('tab', { name: 'Retours & Remboursements' });
      await expect(returns).toHaveFocus();
      await expect(returns).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.queryByRole('button', { name: 'Quels sont les délais de livraison ?' })).toBeNull();
    });

    await step('Enter opens a question, Space closes it', async () => {
      const question = canvas.getByRole('button', { name: 'Quand serai-je remboursé ?' });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      question.focus();
      await userEvent.keyboard('{Enter}');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText(/Le remboursement intervient sous 7 à 10 jours ouvrés/)).toBeVisible();
      await userEvent.keyboard(' ');
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    });
  },
};
