import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../text/text';
import { PageHeader } from './page-header';

const meta = {
  title: 'Typographie/PageHeader',
  component: PageHeader,
  argTypes: { aside: { control: false } },
  args: {
    eyebrow: 'À propos',
    title: 'Notre histoire',
    lead: 'Une maison bruxelloise qui habille femmes, hommes et enfants depuis 1998.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is the page's one h1; the eyebrow and the lead are plain text around it. */
export const Editorial: Story = {
  args: { variant: 'ruled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName('Notre histoire');
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText('À propos')).toBeVisible();
  },
};

/** A count at the end of the title line, as on the cart. */
export const WithAside: Story = {
  args: {
    eyebrow: undefined,
    lead: undefined,
    title: 'Votre panier',
    variant: 'ruled',
    aside: (
      <Text tone="secondary" size="small">
        3 articles
      </Text>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
    await expect(canvas.getByText('3 articles')).toBeVisible();
  },
};

/** A space of one's own opens bigger, centred where the page has one column. */
export const CentredDisplay: Story = {
  args: {
    eyebrow: undefined,
    title: 'Bienvenue chez Maison Aurèle',
    lead: 'Choisissez votre espace pour continuer.',
    size: 'display1',
    align: 'center',
  },
};

export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined, title: 'Mes commandes' } };
