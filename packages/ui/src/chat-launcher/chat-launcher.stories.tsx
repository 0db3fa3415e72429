import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChatLauncher } from './chat-launcher';

const meta = {
  title: 'Chat/ChatLauncher',
  component: ChatLauncher,
  args: { label: 'Ouvrir le chat', expanded: false, onClick: fn() },
  decorators: [(Story) => <div style={{ minHeight: 160 }}>{Story()}</div>],
} satisfies Meta<typeof ChatLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed at the bottom right of every page; it says whether the panel is open. */
export const Closed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const launcher = canvas.getByRole('button', { name: 'Ouvrir le chat' });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(launcher);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = { args: { expanded: true, label: 'Fermer le chat' } };

/** A reply waits: the count shows, and the label says it. */
export const Unread: Story = { args: { unread: 1, label: 'Ouvrir le chat, 1 nouveau message' } };
