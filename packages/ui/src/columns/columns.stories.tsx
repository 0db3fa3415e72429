import type { Meta, StoryObj } from '@storybook/react-vite';
import { Placeholder } from '../story-helpers/placeholder';
import { Columns } from './columns';

const meta = {
  title: 'Mise en page/Columns',
  component: Columns,
  args: { columns: { mobile: 2, tablet: 3, desktop: 4 }, space: 'xlarge', children: null },
  render: (args) => (
    <Columns {...args}>
      {Array.from({ length: 8 }, (_, index) => `Produit ${index + 1}`).map((name) => (
        <Placeholder key={name} height={160}>
          {name}
        </Placeholder>
      ))}
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop grid: two columns on phones, three on tablets, four on desktops. */
export const ProductGrid: Story = {};

/** Three editorial tiles that stack on phones. */
export const Universes: Story = { args: { columns: { mobile: 1, tablet: 3 }, space: 'large' } };
