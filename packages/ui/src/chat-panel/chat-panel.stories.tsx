import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ChatComposer } from '../chat-composer/chat-composer';
import { ChatLauncher } from '../chat-launcher/chat-launcher';
import { type ChatMessage, ChatMessageList } from '../chat-message-list/chat-message-list';
import { ChatPanel, type ChatPanelProps } from './chat-panel';

const demoReply =
  'Ceci est une version de démonstration : une intégration d’intelligence artificielle est nécessaire pour vous répondre.';

/** Stories only: the pieces put together as the shop does, with the demo's one-second reply. */
function ChatWidget(props: ChatPanelProps) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 'accueil', sender: 'bot', text: 'Bonjour ! Une question sur une création ou une commande ?' },
  ]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (text: string) => {
    setMessages((current) => [...current, { id: `u${current.length}`, sender: 'user', text }]);
    timer.current = setTimeout(
      () =>
        setMessages((current) => [...current, { id: `b${current.length}`, sender: 'bot', text: demoReply }]),
      1000,
    );
  };
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <ChatPanel {...props} id="chat" open={open} onClose={close}>
        <ChatMessageList
          messages={messages}
          label="Conversation"
          senderLabels={{ bot: 'Conseillère', user: 'Vous' }}
        />
        <ChatComposer
          onSend={send}
          label="Votre message"
          placeholder="Écrivez votre message…"
          sendLabel="Envoyer"
        />
      </ChatPanel>
      <ChatLauncher
        label={open ? 'Fermer le chat' : 'Ouvrir le chat'}
        expanded={open}
        aria-controls="chat"
        onClick={() => (open ? close() : setOpen(true))}
      />
    </>
  );
}

const meta = {
  title: 'Chat/ChatPanel',
  component: ChatPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    open: false,
    onClose: fn(),
    title: 'Votre conseillère',
    subtitle: 'Maison Aurèle · réponse en quelques secondes',
    closeLabel: 'Fermer le chat',
    children: null,
  },
  render: (args) => <ChatWidget {...args} />,
  decorators: [(Story) => <div style={{ minHeight: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Open (the message field takes the focus), ask, and the demo answers after a second; Escape closes and focus goes back
 * to the launcher.
 */
export const Conversation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const launcher = canvas.getByRole('button', { name: 'Ouvrir le chat' });
    await userEvent.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'Votre conseillère' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveFocus());
    await userEvent.keyboard('Avez-vous ce sac en noir ?{Enter}');
    await expect(screen.getByRole('log')).toHaveTextContent('Vous : Avez-vous ce sac en noir ?');
    await screen.findByText(demoReply, {}, { timeout: 2500 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Ouvrir le chat' })).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Open, as a designer reviews it. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le chat' }));
    await screen.findByRole('dialog', { name: 'Votre conseillère' });
  },
};

/**
 * `autoFocusOnShow={false}` and `compact`: how the shop opens it by itself, without pulling the shopper out of what
 * they were doing nor, on a phone, covering more than the bottom of the screen (narrow the canvas to see it). The
 * focus stays where it was; Tab still reaches the panel, and Escape there brings the focus back.
 */
export const OpensWithoutTakingFocus: Story = {
  args: { autoFocusOnShow: false, compact: true },
  play: async ({ canvas, userEvent }) => {
    const launcher = canvas.getByRole('button', { name: 'Ouvrir le chat' });
    launcher.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Votre conseillère' });
    await new Promise((settled) => setTimeout(settled, 300));
    // The same button, now named « Fermer le chat », keeps the focus.
    await expect(launcher).toHaveFocus();
    await expect(launcher).toHaveAccessibleName('Fermer le chat');
    // Reached from the keyboard (the panel comes before the launcher here), Escape gives the focus back.
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('dialog', { name: 'Votre conseillère' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(launcher).toHaveFocus();
  },
};
