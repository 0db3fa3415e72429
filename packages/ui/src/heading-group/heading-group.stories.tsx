import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../link/link';
import { HeadingGroup } from './heading-group';

const meta = {
  title: 'Typographie/HeadingGroup',
  component: HeadingGroup,
  argTypes: { end: { control: false } },
  args: {
    eyebrow: 'Sélection',
    title: 'Nos pièces phares',
    description: 'Quatre créations choisies par la maison pour la saison.',
    level: 2,
    size: 'display2',
    align: 'left',
  },
} satisfies Meta<typeof HeadingGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const seeAll = (
  <Link href="/shop" variant="standalone" icon="arrowRight">
    Tout voir
  </Link>
);

/** What PageHeader and SectionHeading draw: the title is the one heading, the eyebrow and the sentence plain text. */
export const Left: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAccessibleName('Nos pièces phares');
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText('Sélection')).toBeVisible();
    await expect(canvas.getByText('Quatre créations choisies par la maison pour la saison.')).toBeVisible();
  },
};

/** Something at the end of the title line (a link to all of it, a count); it drops below on narrow screens. */
export const WithEnd: Story = {
  args: { end: seeAll },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: 'Nos pièces phares' });
    const link = canvas.getByRole('link', { name: 'Tout voir' });
    // Beside the titles, not among them: it is no part of the heading's name.
    await expect(link).toBeVisible();
    await expect(within(title).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Centred, its end below the titles, as on the home page's editorial sections. */
export const Centred: Story = {
  args: { align: 'center', end: seeAll },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: 'Nos pièces phares' });
    await expect(getComputedStyle(title).textAlign).toBe('center');
    const link = canvas.getByRole('link', { name: 'Tout voir' });
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      title.getBoundingClientRect().bottom,
    );
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, title: 'Nos engagements' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Nos engagements');
    await expect(canvas.queryByText('Sélection')).not.toBeInTheDocument();
  },
};
