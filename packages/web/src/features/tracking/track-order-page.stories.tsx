import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../testing/story-decorators';
import { withToaster } from '../../testing/with-toaster';
import { TrackOrderPage } from './track-order-page';
import { trackingMachine } from './tracking.machine';

/** The real machine with a short wait, so the stories do not sit through 1.5 s each. */
const quickMachine = trackingMachine.provide({ delays: { lookup: 200 } });

const meta = {
  title: 'Compte/Suivi de commande',
  component: TrackOrderPage,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/track-order' },
  // A machine is no story arg (args are serialised): the page gets it here.
  render: () => <TrackOrderPage machine={quickMachine} />,
} satisfies Meta<typeof TrackOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Numéro de commande/ });
const searchButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Rechercher' });
const notices = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Notifications' }));

/** Before any search: the field, the button and where to find the number. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Suivre ma commande' })).toBeVisible();
    await expect(field(canvas)).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Où trouver votre numéro ?' })).toBeVisible();
  },
};

/** The parcel in transit, typed in lower case and sent with Enter: four steps done, two to come. */
export const FoundInTransit: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas), 'zlr-73920{Enter}');
    const result = await canvas.findByRole('region', { name: 'Commande ZLR-73920' });
    const inResult = within(result);
    await expect(inResult.getByText('En transit', { selector: 'dd *' })).toBeVisible();
    await expect(inResult.getByText(/^jeudi 26 novembre 2026$/)).toBeVisible();
    const steps = within(inResult.getByRole('list', { name: 'Historique de livraison' })).getAllByRole(
      'listitem',
    );
    await expect(steps).toHaveLength(6);
    await expect(steps[0]).toHaveTextContent('Étape terminée : Commande confirmée');
    await expect(steps[3]).toHaveTextContent('Étape en cours : En transit');
    await expect(steps[3]).toHaveTextContent('Lille');
    await expect(steps[5]).toHaveTextContent('À venir : Livré');
  },
};

/** The delivered order, found from the link of « Suivre le colis » (`?order=`): every step done. */
export const FoundDelivered: Story = {
  parameters: { route: '/track-order?order=ZLR-73511' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue('ZLR-73511');
    await userEvent.click(searchButton(canvas));
    const result = await canvas.findByRole('region', { name: 'Commande ZLR-73511' });
    const steps = within(result).getAllByRole('listitem');
    await expect(steps).toHaveLength(6);
    for (const step of steps) await expect(step).toHaveTextContent(/^Étape terminée/);
    await expect(steps[5]).toHaveTextContent('Lyon');
  },
};

/** An unknown number: the button waits, then « Commande introuvable ». */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas), 'ZLR-00000');
    await userEvent.click(searchButton(canvas));
    await expect(searchButton(canvas)).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(notices(canvas).getByText('Commande introuvable')).toBeVisible());
    await expect(
      notices(canvas).getByText('Aucune commande trouvée pour ce numéro. Veuillez vérifier et réessayer.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Commande ZLR/ })).toBeNull();
  },
};

/** A blank number: refused at once, the field marked and described, the focus back in it. */
export const Blank: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas), '   ');
    await userEvent.click(searchButton(canvas));
    await waitFor(() => expect(notices(canvas).getByText('Numéro de commande requis')).toBeVisible());
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez entrer un numéro de commande valide.'),
    );
    await expect(field(canvas)).toHaveFocus();
  },
};
