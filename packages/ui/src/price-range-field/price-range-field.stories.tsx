import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FacetGroup } from '../facet-group/facet-group';
import { PriceRangeField, type PriceRangeFieldProps } from './price-range-field';

/** As an app holds it: the typed amounts in its state until they are applied. */
function Controlled(props: PriceRangeFieldProps) {
  const [typed, setTyped] = useState({ from: props.from.value, to: props.to.value });
  return (
    <PriceRangeField
      {...props}
      from={{ ...props.from, value: typed.from }}
      to={{ ...props.to, value: typed.to }}
      onChange={(bound, value) => {
        props.onChange?.(bound, value);
        setTyped((now) => ({ ...now, [bound]: value }));
      }}
    />
  );
}

const meta = {
  title: 'Formulaires/PriceRangeField',
  component: PriceRangeField,
  args: {
    from: { name: 'price_min', label: 'Minimum (€)', value: '', placeholder: '39' },
    to: { name: 'price_max', label: 'Maximum (€)', value: '', placeholder: '2790' },
    hint: 'De 39 € à 2 790 €',
    limit: 10_000_000,
    onChange: fn(),
    onCommit: fn(),
  },
  render: (args) => (
    <FacetGroup legend="Prix">
      <Controlled {...args} />
    </FacetGroup>
  ),
} satisfies Meta<typeof PriceRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing changes nothing yet; Enter applies the range, and so does leaving a field. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const from = canvas.getByRole('spinbutton', { name: 'Minimum (€)' });
    await expect(from).toHaveAccessibleDescription('De 39 € à 2 790 €');
    await userEvent.type(from, '50');
    await expect(args.onChange).toHaveBeenLastCalledWith('from', '50');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: 'Maximum (€)' })).toHaveFocus();
    await expect(args.onCommit).toHaveBeenCalledTimes(2);
  },
};

/** Amounts already applied, shown in their fields. */
export const WithRange: Story = {
  args: {
    from: { name: 'price_min', label: 'Minimum (€)', value: '50', placeholder: '39' },
    to: { name: 'price_max', label: 'Maximum (€)', value: '200', placeholder: '2790' },
  },
};

/** Without `onChange`, a GET form sends both fields as typed: it works before any script runs. */
export const InAForm: Story = {
  args: { onChange: undefined, onCommit: undefined },
  render: (args) => (
    <form aria-label="Filtres" onSubmit={(event) => event.preventDefault()}>
      <FacetGroup legend="Prix">
        <PriceRangeField {...args} />
      </FacetGroup>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Maximum (€)' }), '300');
    const form = canvas.getByRole('form', { name: 'Filtres' }) as HTMLFormElement;
    await expect(Object.fromEntries(new FormData(form))).toEqual({ price_min: '', price_max: '300' });
  },
};
