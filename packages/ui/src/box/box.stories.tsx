import type { Meta, StoryObj } from '@storybook/react-vite';
import { Placeholder } from '../story-helpers/placeholder';
import { Box } from './box';

const meta = {
  title: 'Mise en page/Box',
  component: Box,
  args: { padding: 'xlarge', display: 'flex', gap: 'large', children: null },
  render: (args) => (
    <Box {...args}>
      <Placeholder>Un</Placeholder>
      <Placeholder>Deux</Placeholder>
      <Placeholder>Trois</Placeholder>
    </Box>
  ),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lowest layer: spacing, flex and grid from the tokens. Reach for Stack, Inline or Columns first. */
export const Flex: Story = {};

/** Every layout property accepts one value per breakpoint, mobile first. */
export const Responsive: Story = {
  args: { flexDirection: { mobile: 'column', tablet: 'row' }, gap: { mobile: 'small', desktop: 'xxlarge' } },
};
