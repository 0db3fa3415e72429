import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Inline } from '../inline/inline';
import { Button, type ButtonProps } from './button';

const meta = {
  title: 'Composants/Button',
  component: Button,
  args: { children: 'Ajouter au panier', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a view. Mouse and keyboard both press it. */
export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(button).toHaveFocus();
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** Beside a primary action, for the alternative (« Continuer mes achats »). */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Continuer mes achats' } };

/** Quiet actions in toolbars and lists. */
export const Ghost: Story = { args: { variant: 'ghost', children: 'Vider le panier', icon: 'trash' } };

/** An action that reads as text, inside a sentence or a dense row. */
export const AsLink: Story = { args: { variant: 'link', children: 'Voir la facture' } };

export const Tones: Story = {
  render: (args) => (
    <Inline space="large">
      <Button {...args} tone="brand">
        Payer
      </Button>
      <Button {...args} tone="neutral">
        S'inscrire
      </Button>
      <Button {...args} tone="critical">
        Supprimer
      </Button>
      <Button {...args} tone="critical" variant="secondary">
        Retirer
      </Button>
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large">
      <Button {...args} size="small">
        Petit
      </Button>
      <Button {...args} size="medium">
        Moyen
      </Button>
      <Button {...args} size="large">
        Grand
      </Button>
    </Inline>
  ),
};

export const WithIcon: Story = {
  args: { icon: 'bag' },
  render: (args) => (
    <Inline space="large">
      <Button {...args} />
      <Button {...args} variant="secondary" icon="arrowRight" iconPosition="end">
        Découvrir la collection
      </Button>
    </Inline>
  ),
};

export const FullWidth: Story = { args: { width: 'full', children: 'Procéder au paiement', icon: 'lock' } };

/** Busy: the label stays for screen readers, the spinner shows, presses are ignored. */
export const Loading: Story = {
  args: { loading: true, children: 'Procéder au paiement' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Procéder au paiement' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled but still focusable, so a keyboard user can reach it and read why nearby. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Stories only: a toggle owns its pressed state. */
function Toggle(props: ButtonProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <Button
      {...props}
      pressed={pressed}
      onClick={(event) => {
        setPressed(!pressed);
        props.onClick?.(event);
      }}
    />
  );
}

/** `pressed`: a toggle (aria-pressed) that shows when it is on, here filled; Space and Enter switch it. */
export const Pressed: Story = {
  args: { variant: 'secondary', icon: 'heart', children: 'Ajouter aux favoris' },
  render: (args) => <Toggle {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Ajouter aux favoris' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const restingBackground = getComputedStyle(toggle).backgroundColor;
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Filled once the colour transition ends.
    await waitFor(() => expect(getComputedStyle(toggle).backgroundColor).not.toBe(restingBackground));
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every variant, on: the state never rests on colour alone. */
export const PressedVariants: Story = {
  render: (args) => (
    <Inline space="large">
      <Button {...args} pressed>
        Nouveautés
      </Button>
      <Button {...args} variant="secondary" pressed>
        Nouveautés
      </Button>
      <Button {...args} variant="ghost" pressed>
        Nouveautés
      </Button>
      <Button {...args} variant="link" pressed>
        Nouveautés
      </Button>
    </Inline>
  ),
};

/** `wrap`: where room is short, a long label takes two balanced lines instead of overflowing. */
export const Wrapping: Story = {
  args: { variant: 'secondary', size: 'small', width: 'full', wrap: true, icon: 'bag' },
  decorators: [(Story) => <div style={{ maxWidth: 150 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};
