import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { demoReply, greetings } from '../../state/chat-messages';
import { storageKeys } from '../../storage/keys';
import { withAppProviders } from '../../testing/story-decorators';
import { ChatWidget } from './chat-widget';

const meta = {
  title: 'Boutique/Chat/Assistant',
  component: ChatWidget,
  decorators: [withAppProviders],
  // Already opened in this browser session: it waits for the shopper.
  parameters: {
    layout: 'fullscreen',
    route: '/shop',
    storage: { session: { [storageKeys.chatOpened]: true } },
  },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Open it (the message field takes the focus), ask, and a second later it answers what the shop knows with a link
 * to its page, the rest with the demo sentence; blank messages are not sent; Escape closes it.
 */
export const Conversation: Story = {
  play: async ({ canvas, userEvent }) => {
    const launcher = canvas.getByRole('button', { name: 'Ouvrir le chat' });
    await userEvent.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'Votre conseillère Maison Aurèle' });
    const conversation = within(panel).getByRole('log', { name: 'Conversation' });
    await expect(conversation).toHaveTextContent(greetings.shop);

    const field = within(panel).getByRole('textbox', { name: 'Votre message' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '   {Enter}');
    await expect(within(conversation).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.clear(field);
    await userEvent.type(field, 'Avez-vous ce manteau en 38 ?{Enter}');
    await expect(within(conversation).getAllByRole('listitem')).toHaveLength(2);
    await expect(conversation).toHaveTextContent('Vous : Avez-vous ce manteau en 38 ?');
    await expect(field).toHaveValue('');
    await waitFor(() => expect(conversation).toHaveTextContent(demoReply), { timeout: 3000 });

    await userEvent.type(field, 'Quels sont vos délais de livraison ?{Enter}');
    const delivery = await within(conversation).findByRole(
      'link',
      { name: 'Livraison et retours' },
      { timeout: 3000 },
    );
    await expect(delivery).toHaveAttribute('href', '/shipping-returns');
    await expect(conversation).toHaveTextContent(/offerte dès 150\s€ d'achat/);
    // The answer's link is the tab stop just before the message field.
    await userEvent.tab({ shift: true });
    await expect(delivery).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ouvrir le chat' })).toHaveFocus();
  },
};

/** First visit of the session: it opens itself after 2 seconds, without taking the focus from the shopper. */
export const OpensItself: Story = {
  // Story parameters merge into the meta's: the flag is set back to « not yet opened ».
  parameters: { storage: { session: { [storageKeys.chatOpened]: false } } },
  play: async ({ canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Ouvrir le chat' });
    launcher.focus();
    const panel = await screen.findByRole(
      'dialog',
      { name: 'Votre conseillère Maison Aurèle' },
      { timeout: 4000 },
    );
    await expect(panel).toHaveTextContent(greetings.shop);
    await new Promise((settled) => setTimeout(settled, 300));
    await expect(launcher).toHaveFocus();
    await expect(sessionStorage.getItem(storageKeys.chatOpened)).toBe('true');
  },
};

/** The chat is not yet open. */
const stillClosed = async () => {
  await new Promise((settled) => setTimeout(settled, 3000));
  await expect(screen.queryByRole('dialog', { name: 'Votre conseillère Maison Aurèle' })).toBeNull();
};

/** A click within its two seconds means the shopper is busy: it does not open itself for the rest of the session. */
export const GivesWayToABusyShopper: Story = {
  parameters: { storage: { session: { [storageKeys.chatOpened]: false } } },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(canvasElement);
    await stillClosed();
    await expect(sessionStorage.getItem(storageKeys.chatOpened)).toBe('true');
  },
};

/** Scrolling more than a screen within its two seconds is being busy too; a little scroll was not. */
export const GivesWayToAFarScroll: Story = {
  parameters: { storage: { session: { [storageKeys.chatOpened]: false } } },
  render: () => (
    <>
      <div style={{ height: '400vh' }}>Nos créations</div>
      <ChatWidget />
    </>
  ),
  play: async () => {
    window.scrollTo(0, window.innerHeight / 2);
    await new Promise((settled) => setTimeout(settled, 100));
    await expect(sessionStorage.getItem(storageKeys.chatOpened)).toBe('false');
    window.scrollTo(0, window.innerHeight * 2);
    await stillClosed();
    await expect(sessionStorage.getItem(storageKeys.chatOpened)).toBe('true');
    window.scrollTo(0, 0);
  },
};

/** An idle shopper, but a dialog is open when its two seconds are up: it does not open itself over it. */
export const NeverOverADialog: Story = {
  parameters: { storage: { session: { [storageKeys.chatOpened]: false } } },
  render: () => (
    <>
      <div role="dialog" aria-label="Filtres">
        Taille
      </div>
      <ChatWidget />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
    await stillClosed();
    await expect(canvas.getByRole('button', { name: 'Ouvrir le chat' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
