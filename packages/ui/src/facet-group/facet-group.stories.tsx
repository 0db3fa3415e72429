import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckboxList } from '../checkbox-list/checkbox-list';
import { Stack } from '../stack/stack';
import { FacetGroup } from './facet-group';

const products = (count: number) => `${count} produit${count > 1 ? 's' : ''}`;

const meta = {
  title: 'Formulaires/FacetGroup',
  component: FacetGroup,
  args: {
    legend: 'Disponibilité',
    children: (
      <CheckboxList
        name="available"
        options={[{ value: 'true', label: 'En stock', count: 48 }]}
        chosen={[]}
        countLabel={products}
      />
    ),
  },
} satisfies Meta<typeof FacetGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend names the group: its controls are read within it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Disponibilité' })).toContainElement(
      canvas.getByRole('checkbox', { name: 'En stock, 48 produits' }),
    );
  },
};

/** Groups one under the other, as a filter panel stacks them. */
export const Stacked: Story = {
  render: (args) => (
    <Stack space="large">
      <FacetGroup legend="Taille">
        <CheckboxList
          name="size"
          variant="chips"
          options={['S', 'M', 'L'].map((value, index) => ({ value, label: value, count: index + 4 }))}
          chosen={['M']}
          countLabel={products}
        />
      </FacetGroup>
      <FacetGroup {...args} />
    </Stack>
  ),
};
