import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { Notice } from '../shared/notice';
import { withAppProviders } from '../testing/story-decorators';
import { ToasterRegion } from './toaster-region';
import { useShowNotice } from './use-show-notice';

/** Stories only: shows a notice through the app's toaster, as a machine's `notice` event does. */
function ToasterShowing({ notice }: { notice: Notice }) {
  const show = useShowNotice();
  useEffect(() => show(notice), [show, notice]);
  return <ToasterRegion />;
}

const meta = {
  title: 'Boutique/Mise en page/Notifications',
  component: ToasterShowing,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen' },
  args: {
    notice: {
      tone: 'positive',
      title: 'Ajouté à vos favoris',
      description: 'Écharpe en cachemire vous attend dans vos favoris.',
    },
  },
} satisfies Meta<typeof ToasterShowing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A passing confirmation, announced politely; the shopper can close it before its 5 seconds. */
export const Confirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    const status = within(region).getByRole('status');
    await expect(status).toHaveTextContent('Ajouté à vos favoris');
    await userEvent.click(within(region).getByRole('button', { name: 'Fermer la notification' }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

/** An error is announced at once, in the critical tone. */
export const Critical: Story = {
  args: {
    notice: {
      tone: 'critical',
      title: 'Erreur de paiement',
      description: "Un problème est survenu lors de l'initialisation du paiement. Veuillez réessayer.",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur de paiement');
  },
};
