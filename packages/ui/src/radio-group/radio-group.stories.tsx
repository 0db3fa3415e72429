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

/** Sizes on the product page: short values side by side. */
export const Chips: Story = {
  args: {
    label: 'Taille',
    name: 'size',
    variant: 'chips',
    defaultValue: 'M',
    options: ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({ value: size, label: size })),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('L'));
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('L');
  },
};

/** The line drawn through an option's label, as the eye sees it. */
const lineThrough = (radio: HTMLElement) =>
  [...(radio.parentElement?.querySelectorAll('span') ?? [])].some((span) =>
    getComputedStyle(span).textDecorationLine.includes('line-through'),
  );

/**
 * A size out of stock is struck through, named so for screen readers, and still chosen like any other (the
 * shopper may read its page); a size that does not exist is greyed and cannot be chosen, not even by the arrows.
 */
export const ChipsUnavailable: Story = {
  args: {
    ...Chips.args,
    options: ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({
      value: size,
      label: size,
      unavailable: size === 'S' ? 'épuisé' : undefined,
      disabled: size === 'XL',
    })),
  },
  play: async ({ args, canvas, userEvent }) => {
    const soldOut = canvas.getByRole('radio', { name: 'S, épuisé' });
    await expect(soldOut).toBeEnabled();
    await expect(lineThrough(soldOut)).toBe(true);
    await expect(lineThrough(canvas.getByRole('radio', { name: 'M' }))).toBe(false);
    const missing = canvas.getByRole('radio', { name: 'XL' });
    await expect(missing).toBeDisabled();
    await expect(lineThrough(missing)).toBe(false);

    await userEvent.click(canvas.getByText('S'));
    await expect(soldOut).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('S');
    await expect(soldOut).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked();
    // The arrows go past the size that does not exist.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'XS' })).toBeChecked();
    await userEvent.click(missing);
    await expect(missing).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalledWith('XL');
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
