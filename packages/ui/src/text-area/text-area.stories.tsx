import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Formulaires/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', required: true, onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Bonjour,{Enter}Ma commande est-elle partie ?');
    await expect(area).toHaveValue('Bonjour,\nMa commande est-elle partie ?');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { error: 'Veuillez remplir tous les champs pour nous contacter.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeInvalid();
  },
};

export const WithHint: Story = { args: { hint: 'Nous répondons sous 24 h ouvrées.', required: false } };
