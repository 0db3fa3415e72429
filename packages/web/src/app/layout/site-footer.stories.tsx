import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAppProviders } from '../../testing/story-decorators';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Boutique/Mise en page/Pied de page',
  component: SiteFooter,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How to reach the house, its service, house and legal pages, and its social networks. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    const contact = within(footer).getByRole('region', { name: 'Nous joindre' });
    await expect(contact).toHaveTextContent('Avenue Louise 54');
    await expect(contact).toHaveTextContent('1050 Bruxelles, Belgique');
    await expect(contact).toHaveTextContent('Du lundi au samedi, 9h–19h');
    await expect(within(contact).getByRole('link', { name: 'contact@maison-aurele.be' })).toHaveAttribute(
      'href',
      'mailto:contact@maison-aurele.be',
    );
    await expect(within(contact).getByRole('link', { name: '+32 2 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+3220000000',
    );

    const legal = within(footer).getByRole('navigation', { name: 'Informations légales' });
    await expect(within(legal).getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(within(legal).getAllByRole('link')).toHaveLength(5);
    await expect(
      within(within(footer).getByRole('navigation', { name: 'Service client' })).getAllByRole('link'),
    ).toHaveLength(6);

    await expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/maisonaurele',
    );
    await expect(within(footer).getByRole('link', { name: 'Pinterest' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'Facebook' })).toBeVisible();

    await userEvent.click(within(footer).getByRole('link', { name: 'Nos engagements' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/engagements');
  },
};
