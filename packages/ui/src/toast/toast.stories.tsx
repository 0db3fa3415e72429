import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { ChatLauncher } from '../chat-launcher/chat-launcher';
import { Inline } from '../inline/inline';
import { ToastProvider, useToast } from './toast-provider';

function Triggers() {
  const { show } = useToast();
  return (
    <Inline space="medium">
      <Button variant="secondary" onClick={() => show({ title: 'Bientôt disponible !', tone: 'info' })}>
        Voir la facture
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          show({
            title: 'Ajouté au panier',
            description: 'Écharpe en cachemire — Taille unique',
            tone: 'positive',
          })
        }
      >
        Ajouter au panier
      </Button>
      <Button
        variant="secondary"
        tone="critical"
        onClick={() =>
          show({
            title: 'Erreur de paiement',
            description: 'Un problème est survenu lors de l’initialisation du paiement. Veuillez réessayer.',
            tone: 'critical',
          })
        }
      >
        Payer
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'Composants/Toast',
  component: ToastProvider,
  args: { label: 'Notifications', dismissLabel: 'Fermer la notification', duration: 5000, children: null },
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Wrap the app in `ToastProvider` and call `useToast().show({ title, tone })`. At most one toast shows; the next one replaces it. The `Toaster` it renders is also exported for an app that drives toasts from its own state machine.',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A positive confirmation is announced politely; a second toast replaces the first. */
export const OneAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Voir la facture' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Bientôt disponible !');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(screen.getByRole('status')).toHaveTextContent('Ajouté au panier');
    await expect(screen.getByRole('status')).not.toHaveTextContent('Bientôt disponible !');
    await expect(screen.getAllByRole('button', { name: 'Fermer la notification' })).toHaveLength(1);
  },
};

/** An error is critical: announced at once through the alert region. The close button dismisses it. */
export const CriticalDismissed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Payer' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Erreur de paiement');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    await expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** It leaves by itself after the duration (shortened here), unless the pointer or focus rests on it. */
export const LeavesByItself: Story = {
  args: { duration: 300 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(screen.getByRole('status')).toHaveTextContent('Ajouté au panier');
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};

/** While focus is inside, the toast stays; leaving it restarts the clock. */
export const PausedWhileFocused: Story = {
  args: { duration: 300 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    screen.getByRole('button', { name: 'Fermer la notification' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(screen.getByRole('status')).toHaveTextContent('Ajouté au panier');
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
  },
};

const openChat = fn();

/**
 * `offset="floatingButton"`: with the chat launcher in the corner, the toast rises above it; both stay whole and
 * the launcher stays clickable.
 */
export const AboveTheChatLauncher: Story = {
  args: { offset: 'floatingButton' },
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
      <ChatLauncher label="Ouvrir le chat" expanded={false} onClick={openChat} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    const toast = await screen.findByText('Ajouté au panier');
    const card = toast.closest('[role="status"] > *') as HTMLElement;
    const launcher = canvas.getByRole('button', { name: 'Ouvrir le chat' }).getBoundingClientRect();
    await expect(card.getBoundingClientRect().bottom).toBeLessThanOrEqual(launcher.top);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le chat' }));
    await expect(openChat).toHaveBeenCalledTimes(1);
  },
};
