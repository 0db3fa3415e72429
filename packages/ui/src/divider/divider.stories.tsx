import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { Divider } from './divider';

const meta = {
  title: 'Mise en page/Divider',
  component: Divider,
  render: (args) => (
    <Stack space="large">
      <Text>Sous-total</Text>
      <Divider {...args} />
      <Text>Total</Text>
    </Stack>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subtle: Story = {};
export const Strong: Story = { args: { weight: 'strong' } };
