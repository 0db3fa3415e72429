import type { Meta, StoryObj } from '@storybook/react-vite';
import { Columns } from '../columns/columns';
import { Inline } from '../inline/inline';
import { Stack } from '../stack/stack';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Composants/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = { args: { lines: 3, width: '28rem' } };

/** A product tile keeps its final size while it loads: no layout shift when data arrives. */
export const ProductTiles: Story = {
  render: () => (
    <Columns columns={{ mobile: 2, desktop: 4 }} space="xlarge">
      {[1, 2, 3, 4].map((tile) => (
        <Stack key={tile} space="small">
          <Skeleton shape="block" aspectRatio="3 / 4" />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </Stack>
      ))}
    </Columns>
  ),
};

export const Avatar: Story = {
  render: () => (
    <Inline space="medium">
      <Skeleton shape="circle" width="3rem" height="3rem" />
      <Skeleton width="10rem" />
    </Inline>
  ),
};
