import type { Meta, StoryObj } from '@storybook/react-vite';
import { Columns } from '../columns/columns';
import { Heading } from '../heading/heading';
import { Inline } from '../inline/inline';
import { Price } from '../price/price';
import { Stack } from '../stack/stack';
import { StatusBadge } from '../status-badge/status-badge';
import { Text } from '../text/text';
import { Card } from './card';

const meta = {
  title: 'Composants/Card',
  component: Card,
  argTypes: { children: { control: false } },
  args: {
    as: 'article',
    'aria-labelledby': 'order-ze-24817',
    children: (
      <Stack space="medium">
        <Inline space="medium" align="spaceBetween">
          <Heading level={3} size="title" id="order-ze-24817">
            Commande ZE-24817
          </Heading>
          <StatusBadge tone="positive">Livré</StatusBadge>
        </Inline>
        <Text tone="secondary" size="small">
          Passée le 12 octobre
        </Text>
        <Price amount={35000} />
      </Stack>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order in the account's list. */
export const Outlined: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Columns columns={{ mobile: 1, tablet: 3 }} space="xlarge">
      <Card {...args} variant="outlined" aria-labelledby={undefined}>
        <Text>Bordée, pour les listes.</Text>
      </Card>
      <Card {...args} variant="elevated" aria-labelledby={undefined}>
        <Text>Surélevée, au-dessus de la page.</Text>
      </Card>
      <Card {...args} variant="subtle" aria-labelledby={undefined}>
        <Text>Calme, pour les apartés.</Text>
      </Card>
    </Columns>
  ),
};
