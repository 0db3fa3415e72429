import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Controlled(props: QuantityStepperProps) {
  const [quantity, setQuantity] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={quantity}
      onChange={(next) => {
        setQuantity(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Formulaires/QuantityStepper',
  component: QuantityStepper,
  args: {
    label: 'Quantité',
    value: 1,
    max: 5,
    decrementLabel: 'Retirer un article',
    incrementLabel: 'Ajouter un article',
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The minus button is unavailable at the minimum (1), the plus button at the maximum (the stock). */
export const Buttons: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const minus = canvas.getByRole('button', { name: 'Retirer un article' });
    const plus = canvas.getByRole('button', { name: 'Ajouter un article' });
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantité' });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(quantity).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(minus);
    await expect(quantity).toHaveAttribute('aria-valuenow', '2');
  },
};

/** Typing is kept within bounds when the field is left or Enter is pressed; the arrow keys step. */
export const Typing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('12{Enter}');
    await expect(quantity).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowDown}');
    await expect(quantity).toHaveValue('4');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'abc');
    await userEvent.tab();
    await expect(quantity).toHaveValue('4');
  },
};

/** In a cart line the label is for screen readers only. */
export const Small: Story = {
  args: { size: 'small', hideLabel: true, label: 'Quantité — Écharpe en cachemire', value: 2, max: 99 },
};

export const Disabled: Story = { args: { disabled: true } };

/** Stories only: a parent that keeps its quantity (here 2) whatever is asked, as a cart does past the stock. */
function Refusing(props: QuantityStepperProps) {
  return <QuantityStepper {...props} value={2} />;
}

/** The parent refuses the change: the typed number does not stay, the field shows the quantity that stands. */
export const RefusedChange: Story = {
  args: { max: undefined },
  render: (args) => <Refusing {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('9{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await expect(quantity).toHaveValue('2');
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('7');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(quantity).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un article' }));
    await expect(quantity).toHaveValue('2');
  },
};
