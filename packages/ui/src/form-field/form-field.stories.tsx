import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fieldControl } from '../styles/field.css';
import { FormField } from './form-field';

const meta = {
  title: 'Formulaires/FormField',
  component: FormField,
  args: {
    label: 'Code postal',
    hint: 'Livraison dans l’Union européenne uniquement.',
    children: (control) => <input {...control} className={fieldControl} autoComplete="postal-code" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The frame of every field. Use TextField, TextArea, Select or QuantityStepper; reach for FormField only to wrap a
 * control the design system does not have yet.
 */
export const WithHint: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Code postal');
    await expect(input).toHaveAccessibleDescription('Livraison dans l’Union européenne uniquement.');
  },
};

/** The error joins the hint in the description, and the control is marked invalid. */
export const WithError: Story = {
  args: { error: 'Veuillez saisir un code postal valide.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Code postal' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Livraison dans l’Union européenne uniquement. Veuillez saisir un code postal valide.',
    );
  },
};

export const Optional: Story = { args: { optionalLabel: 'facultatif', hint: undefined, label: 'Téléphone' } };
