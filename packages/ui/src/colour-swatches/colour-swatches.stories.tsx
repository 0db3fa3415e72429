import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ColourSwatches, type ColourSwatchesProps } from './colour-swatches';

/** Controlled as a card controls it: the chosen colour is the card's state. */
function Chosen(props: ColourSwatchesProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ColourSwatches
      {...props}
      value={value}
      onChange={(chosen) => {
        setValue(chosen);
        props.onChange(chosen);
      }}
    />
  );
}

const meta = {
  title: 'Formulaires/ColourSwatches',
  component: ColourSwatches,
  render: (args) => <Chosen {...args} />,
  args: {
    label: 'Couleurs de Robe portefeuille en soie',
    onChange: fn(),
    onPoint: fn(),
    options: [
      { value: 'Ivoire', label: 'Ivoire', colour: '#ece3d1' },
      { value: 'Noir', label: 'Noir', colour: '#1f1d1c' },
      { value: 'Bordeaux', label: 'Bordeaux', colour: '#6b1f2d' },
      { value: 'Céladon', label: 'Céladon' },
    ],
  },
} satisfies Meta<typeof ColourSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen at first; Tab enters the group once, the arrow keys move and choose, a press chooses. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Couleurs de Robe portefeuille en soie' });
    await expect(group).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Noir' }));
    await expect(canvas.getByRole('radio', { name: 'Noir' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Noir');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Bordeaux' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Bordeaux');
  },
};

/** Pointing at a disc names its colour to the card (which shows its photo), leaving the group takes it back. */
export const Pointing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('radio', { name: 'Ivoire' }));
    await expect(args.onPoint).toHaveBeenLastCalledWith('Ivoire');
    await userEvent.unhover(canvas.getByRole('group'));
    await expect(args.onPoint).toHaveBeenLastCalledWith(undefined);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** More colours than a card shows: « +3 » on screen, the whole sentence for screen readers. */
export const More: Story = {
  args: { more: { shown: '+3', read: 'et 3 autres couleurs' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+3')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('et 3 autres couleurs')).toBeInTheDocument();
  },
};
