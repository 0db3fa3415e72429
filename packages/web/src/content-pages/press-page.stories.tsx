import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { withToaster } from '../testing/with-toaster';
import { PressPage } from './press-page';

const meta = {
  title: 'Boutique/Pages/Presse',
  component: PressPage,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/press' },
} satisfies Meta<typeof PressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three articles whose links are still to come, the media kit's coming-soon notice, the press e-mail. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Presse' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Presse — Maison Aurèle'));
    await expect(canvas.getAllByText('Lien bientôt disponible.')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'presse@maison-aurele.be' })).toHaveAttribute(
      'href',
      'mailto:presse@maison-aurele.be',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger le kit média' }));
    const notices = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(notices).getByText('Bientôt disponible !')).toBeVisible());
  },
};
