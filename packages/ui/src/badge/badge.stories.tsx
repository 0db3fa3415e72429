import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../inline/inline';
import { Stack } from '../stack/stack';
import { fillTones } from '../tokens/tone';
import { Badge } from './badge';

const meta = {
  title: 'Composants/Badge',
  component: Badge,
  args: { children: 'Nouveau' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Soft: Story = {};

/** Every tone in every variant: `solid` for ribbons over images, `outline` for the quietest tags. */
export const AllTones: Story = {
  render: (args) => (
    <Stack space="medium">
      {(['soft', 'solid', 'outline'] as const).map((variant) => (
        <Inline key={variant} space="small">
          {fillTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

/** A ribbon on a product: « -30 % », « Édition limitée ». */
export const Ribbon: Story = { args: { tone: 'brand', variant: 'solid', children: 'Édition limitée' } };

/** `medium` reads as a sentence: account states such as « Non vérifié ». */
export const Medium: Story = { args: { size: 'medium', tone: 'caution', children: 'Non vérifié' } };
