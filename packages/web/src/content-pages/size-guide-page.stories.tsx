import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { SizeGuidePage } from './size-guide-page';

const meta = {
  title: 'Boutique/Pages/Guide des tailles',
  component: SizeGuidePage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/size-guide' },
} satisfies Meta<typeof SizeGuidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Femme shows first; the arrow keys move to Homme, a click to Enfant; each tab has its own table. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guide des tailles' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Guide des tailles — Maison Aurèle'));
    await expect(canvas.getByRole('tab', { name: 'Femme' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('table', { name: 'Tailles femme' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'XS' })).toBeVisible();

    canvas.getByRole('tab', { name: 'Femme' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Homme' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('table', { name: 'Tailles homme' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'XXL' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Enfant' }));
    await expect(canvas.getByRole('table', { name: 'Tailles enfant' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '10-11 ans' })).toBeVisible();
    await expect(canvas.getByText('Entre deux tailles ?')).toBeVisible();
  },
};
