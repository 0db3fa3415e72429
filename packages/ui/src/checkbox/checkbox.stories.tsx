import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Formulaires/Checkbox',
  component: Checkbox,
  args: { label: 'Je ne suis pas un robot', name: 'robot', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticked by a click on the box or the words, or by Space. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Je ne suis pas un robot' });
    await userEvent.click(canvas.getByText('Je ne suis pas un robot'));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, label: "J'accepte les conditions générales de vente" },
};

export const Invalid: Story = {
  args: { required: true, error: "Veuillez cocher la case 'Je ne suis pas un robot'." },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Je ne suis pas un robot' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription("Veuillez cocher la case 'Je ne suis pas un robot'.");
  },
};

export const WithHint: Story = {
  args: {
    label: 'Recevoir la lettre de la maison',
    hint: 'Une lettre par mois, désinscription en un clic.',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
