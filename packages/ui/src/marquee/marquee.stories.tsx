import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Marquee } from './marquee';

const meta = {
  title: 'Composants/Marquee',
  component: Marquee,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Offres du moment',
    pauseLabel: 'Mettre en pause le bandeau',
    playLabel: 'Reprendre le défilement',
    duration: 25,
    messages: [
      'Livraison offerte dès 150 €',
      'Retours gratuits sous 30 jours',
      '-10 % sur votre première commande avec le code BIENVENUE10',
    ],
  },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const playState = (canvasElement: HTMLElement) =>
  getComputedStyle(canvasElement.querySelector('ul')?.parentElement as HTMLElement).animationPlayState;

/** Screen readers read the three messages once; the copy that closes the loop is hidden from them. */
export const PromoBanner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Offres du moment' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The pause button stops it and says so; pressing again sets it moving. Focus inside also holds it still. */
export const Pause: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(playState(canvasElement)).toBe('running');
    await userEvent.tab();
    await expect(playState(canvasElement)).toBe('paused');
    await userEvent.keyboard('{Enter}');
    const play = canvas.getByRole('button', { name: 'Reprendre le défilement' });
    await userEvent.tab();
    await expect(playState(canvasElement)).toBe('paused');
    await userEvent.click(play);
    await userEvent.unhover(play);
    await expect(canvas.getByRole('button', { name: 'Mettre en pause le bandeau' })).toBeInTheDocument();
  },
};

/** Under the pointer it holds still, so the shopper can read it. */
export const HoldsOnHover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [message] = canvas.getAllByText('Retours gratuits sous 30 jours');
    await userEvent.hover(message as HTMLElement);
    await waitFor(() => expect(playState(canvasElement)).toBe('paused'));
    await userEvent.unhover(message as HTMLElement);
    await waitFor(() => expect(playState(canvasElement)).toBe('running'));
  },
};
