import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../link/link';
import { SectionHeading } from './section-heading';

const meta = {
  title: 'Typographie/SectionHeading',
  component: SectionHeading,
  argTypes: { action: { control: false } },
  args: {
    eyebrow: 'Sélection',
    title: 'Nos pièces phares',
    description: 'Quatre créations choisies par la maison pour la saison.',
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With an action at the end of the line; it drops below the title on narrow screens. */
export const WithAction: Story = {
  args: {
    action: (
      <Link href="/shop" variant="standalone" icon="arrowRight">
        Tout voir
      </Link>
    ),
  },
};

/** Editorial sections of the home page. */
export const Centered: Story = { args: { align: 'center' } };

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, title: 'Nos engagements' },
};
