import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Formulaires/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Mode de livraison',
    name: 'delivery',
    defaultValue: 'standard',
    onChange: fn(),
    options: [
      { value: 'standard', label: 'Standard — offerte dès 150 €', description: '2 à 4 jours ouvrés' },
      { value: 'express', label: 'Express — 14,90 €', description: '1 à 2 jours ouvrés en Europe' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group on the chosen option; the arrow keys move and choose. */
export const List: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const standard = canvas.getByRole('radio', { name: /Standard/ });
    const express = canvas.getByRole('radio', { name: /Express/ });
    await expect(standard).toBeChecked();
    await userEvent.tab();
    await expect(standard).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(express).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
    await userEvent.click(canvas.getByText(/Standard/));
    await expect(standard).toBeChecked();
  },
};

/** Sizes on the product page: short values side by side; a size out of stock is struck and cannot be chosen. */
export const Chips: Story = {
  args: {
    label: 'Taille',
    name: 'size',
    variant: 'chips',
    defaultValue: 'M',
    options: ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({
      value: size,
      label: size,
      disabled: size === 'XS',
    })),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'XS' })).toBeDisabled();
    await userEvent.click(canvas.getByText('L'));
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('L');
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, error: 'Veuillez choisir un mode de livraison.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Mode de livraison' })).toHaveAccessibleDescription(
      'Veuillez choisir un mode de livraison.',
    );
  },
};
