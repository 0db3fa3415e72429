import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChatMessageList } from './chat-message-list';

const meta = {
  title: 'Chat/ChatMessageList',
  component: ChatMessageList,
  args: {
    label: 'Conversation',
    senderLabels: { bot: 'Conseillère', user: 'Vous' },
    messages: [
      {
        id: '1',
        sender: 'bot',
        text: 'Bonjour et bienvenue chez Maison Aurèle ! Comment puis-je vous aider ?',
      },
      { id: '2', sender: 'user', text: 'Le manteau en laine taille-t-il grand ?' },
      {
        id: '3',
        sender: 'bot',
        text: 'Ceci est une version de démonstration : une intégration d’intelligence artificielle est nécessaire pour vous répondre.',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 368, display: 'flex', height: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ChatMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation log: each message is read with who said it. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(
      'Vous : Le manteau en laine taille-t-il grand ?',
    );
  },
};

/** After a route change the list holds a single greeting. */
export const Greeting: Story = {
  args: { messages: [{ id: 'accueil', sender: 'bot', text: 'Une question sur votre panier ? Je suis là.' }] },
};
