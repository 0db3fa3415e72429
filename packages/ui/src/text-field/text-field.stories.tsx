import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { TextField } from './text-field';

const meta = {
  title: 'Formulaires/TextField',
  component: TextField,
  args: { label: 'Adresse e-mail', type: 'email', autoComplete: 'email', name: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.type(input, 'claire@exemple.fr');
    await expect(input).toHaveValue('claire@exemple.fr');
    await expect(args.onChange).toHaveBeenCalledTimes('claire@exemple.fr'.length);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Mot de passe',
    type: 'password',
    hint: '8 caractères minimum.',
    autoComplete: 'new-password',
  },
};

export const Invalid: Story = {
  args: { required: true, defaultValue: 'claire@', error: 'Veuillez entrer une adresse e-mail valide.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Veuillez entrer une adresse e-mail valide.');
  },
};

/** The header's search box: an icon inside, the label kept for screen readers. */
export const Search: Story = {
  args: {
    label: 'Rechercher',
    hideLabel: true,
    type: 'search',
    icon: 'search',
    placeholder: 'Rechercher une création',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'claire@exemple.fr' } };

const onSubmit = fn();

function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Veuillez entrer votre adresse e-mail.');
    setError(undefined);
    onSubmit(email);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="large">
        <TextField
          label="Adresse e-mail"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit">S'inscrire</Button>
      </Stack>
    </form>
  );
}

/** A form validates itself on submit and shows its own French message in place of the browser's bubble. */
export const InAForm: Story = {
  render: () => <NewsletterForm />,
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: "S'inscrire" }));
    const input = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveAccessibleDescription('Veuillez entrer votre adresse e-mail.');
    await userEvent.type(input, 'claire@exemple.fr{Enter}');
    await expect(onSubmit).toHaveBeenCalledWith('claire@exemple.fr');
    await expect(input).not.toBeInvalid();
  },
};
