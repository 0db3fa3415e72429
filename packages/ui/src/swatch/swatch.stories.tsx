import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../inline/inline';
import { Text } from '../text/text';
import { Swatch } from './swatch';

const meta = {
  title: 'Formulaires/Swatch',
  component: Swatch,
  args: { colour: '#b4844f' },
} satisfies Meta<typeof Swatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decoration beside the colour's name: screen readers hear the name, never the disc. */
export const Default: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      <Swatch {...args} />
      <Text as="span">Camel</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const drawing = canvasElement.querySelector('svg');
    await expect(drawing).toHaveAttribute('aria-hidden', 'true');
    await expect(drawing?.querySelector('circle')).toHaveAttribute('fill', '#b4844f');
  },
};

/** White on white and black on black stay visible: the disc is outlined. */
export const LightAndDark: Story = {
  render: (args) => (
    <Inline space="medium" alignY="center">
      <Swatch {...args} colour="#f4f1ea" />
      <Swatch {...args} colour="#1f1d1c" />
      <Swatch {...args} colour="#6b1f2d" />
      <Swatch {...args} colour="#8fa086" />
    </Inline>
  ),
};

/** A colour the app cannot draw: a neutral disc, crossed, beside its name. */
export const Unknown: Story = {
  args: { colour: undefined },
  render: (args) => (
    <Inline space="small" alignY="center">
      <Swatch {...args} />
      <Text as="span">Pétrole irisé</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('circle')).not.toHaveAttribute('fill');
    await expect(canvasElement.querySelector('path')).toBeInTheDocument();
  },
};

export const Medium: Story = { args: { size: 'medium' } };
