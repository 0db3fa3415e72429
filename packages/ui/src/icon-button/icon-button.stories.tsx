import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { iconNames } from '../icon/icon-paths';
import { Inline } from '../inline/inline';
import { IconButton, type IconButtonProps } from './icon-button';

const meta = {
  title: 'Composants/IconButton',
  component: IconButton,
  args: { label: 'Rechercher', icon: 'search', onClick: fn() },
  argTypes: { icon: { control: 'select', options: iconNames } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its label is its accessible name; keyboard presses reach it like clicks. */
export const Ghost: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Rechercher' });
    await userEvent.click(button);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="large">
      <IconButton {...args} variant="ghost" icon="menu" label="Menu" />
      <IconButton {...args} variant="secondary" icon="heart" label="Ajouter aux favoris" />
      <IconButton {...args} variant="primary" icon="chat" label="Ouvrir le chat" size="large" />
      <IconButton {...args} variant="ghost" icon="close" label="Fermer" size="small" />
    </Inline>
  ),
};

/** The count is silent: the label says it (« Panier, 3 articles »). */
export const WithCount: Story = {
  args: { icon: 'bag', label: 'Panier, 3 articles', count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Panier, 3 articles' })).toHaveTextContent('3');
  },
};

function WishlistToggle(props: IconButtonProps) {
  const [saved, setSaved] = useState(false);
  return (
    <IconButton
      {...props}
      variant="secondary"
      icon={saved ? 'heartFilled' : 'heart'}
      pressed={saved}
      onClick={(event) => {
        setSaved(!saved);
        props.onClick?.(event);
      }}
    />
  );
}

/** A toggle: announced as pressed or not, the heart fills when saved. */
export const Toggle: Story = {
  args: { label: 'Ajouter aux favoris', icon: 'heart' },
  render: (args) => <WishlistToggle {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Ajouter aux favoris' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
