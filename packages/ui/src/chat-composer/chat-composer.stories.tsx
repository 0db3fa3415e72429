import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChatComposer } from './chat-composer';

const meta = {
  title: 'Chat/ChatComposer',
  component: ChatComposer,
  args: {
    label: 'Votre message',
    placeholder: 'Écrivez votre message…',
    sendLabel: 'Envoyer',
    onSend: fn(),
    onFocus: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 368 }}>{Story()}</div>],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Turning to the field says so (the chat downloads its answers then); a blank message is not sent; a real one is,
 * trimmed, and the field empties for the next.
 */
export const Send: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Votre message' });
    await expect(args.onFocus).not.toHaveBeenCalled();
    await userEvent.click(field);
    await expect(args.onFocus).toHaveBeenCalledOnce();
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Livrez-vous en Belgique ?  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Livrez-vous en Belgique ?');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Merci');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(args.onSend).toHaveBeenLastCalledWith('Merci');
  },
};

export const Disabled: Story = { args: { disabled: true } };
