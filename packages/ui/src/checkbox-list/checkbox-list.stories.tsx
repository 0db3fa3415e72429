import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FacetGroup } from '../facet-group/facet-group';
import { Swatch } from '../swatch/swatch';
import { CheckboxList, type CheckboxListProps } from './checkbox-list';

const products = (count: number) =>
  count === 0 ? 'aucun produit' : `${count} produit${count > 1 ? 's' : ''}`;

const sizes = [
  { value: 'XS', label: 'XS', count: 3 },
  { value: 'S', label: 'S', count: 11 },
  { value: 'M', label: 'M', count: 16 },
  { value: 'L', label: 'L', count: 0 },
  { value: 'XL', label: 'XL', count: 2 },
  { value: '4 ans', label: '4 ans', count: 8 },
];

const colours = [
  { value: 'Bleu nuit', label: 'Bleu nuit', count: 7, swatch: <Swatch colour="#1c253b" /> },
  { value: 'Camel', label: 'Camel', count: 13, swatch: <Swatch colour="#b4844f" /> },
  { value: 'Blanc', label: 'Blanc', count: 0, swatch: <Swatch colour="#f4f1ea" /> },
  { value: 'Pétrole irisé', label: 'Pétrole irisé', count: 1, swatch: <Swatch /> },
];

/** As an app holds it: the ticked values in its state (the address, in the shop). */
function Controlled(props: CheckboxListProps) {
  const [chosen, setChosen] = useState(props.chosen);
  return (
    <CheckboxList
      {...props}
      chosen={chosen}
      onChange={(value, checked) => {
        props.onChange?.(value, checked);
        setChosen((now) => (checked ? [...now, value] : now.filter((other) => other !== value)));
      }}
    />
  );
}

const meta = {
  title: 'Formulaires/CheckboxList',
  component: CheckboxList,
  args: { name: 'size', options: sizes, chosen: [], countLabel: products, onChange: fn(), variant: 'chips' },
  render: (args) => (
    <FacetGroup legend="Taille">
      <Controlled {...args} />
    </FacetGroup>
  ),
} satisfies Meta<typeof CheckboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sizes side by side; each is read with its count, and Space ticks the focused one. */
export const Chips: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const medium = canvas.getByRole('checkbox', { name: 'M, 16 produits' });
    await expect(canvas.getByRole('group', { name: 'Taille' })).toContainElement(medium);
    await userEvent.click(canvas.getByText('M'));
    await expect(medium).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('M', true);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'XL, 2 produits' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('XL', true);
  },
};

/** A value no result has is disabled and skipped by Tab; one already ticked stays, so it can be unticked. */
export const AtZero: Story = {
  args: {
    chosen: ['XL'],
    options: sizes.map((size) => (size.value === 'XL' ? { ...size, count: 0 } : size)),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'L, aucun produit' })).toBeDisabled();
    const chosen = canvas.getByRole('checkbox', { name: 'XL, aucun produit' });
    await expect(chosen).toBeEnabled();
    await userEvent.click(chosen);
    await expect(chosen).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('XL', false);
  },
};

/** Colours one a line, a swatch before the name; the name is what is read. */
export const ListWithSwatches: Story = {
  args: { name: 'colour', options: colours, chosen: ['Camel'], variant: 'list' },
  render: (args) => (
    <FacetGroup legend="Couleur">
      <Controlled {...args} />
    </FacetGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Camel, 13 produits' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Blanc, aucun produit' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Pétrole irisé'));
    await expect(canvas.getByRole('checkbox', { name: 'Pétrole irisé, 1 produit' })).toBeChecked();
  },
};

/** Without `onChange`, the form the list sits in sends what is ticked: it works before any script runs. */
export const InAForm: Story = {
  args: { onChange: undefined, chosen: ['S'] },
  render: (args) => (
    <form aria-label="Filtres">
      <FacetGroup legend="Taille">
        <CheckboxList {...args} />
      </FacetGroup>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('XS'));
    const form = canvas.getByRole('form', { name: 'Filtres' }) as HTMLFormElement;
    await expect(new FormData(form).getAll('size')).toEqual(['XS', 'S']);
  },
};
