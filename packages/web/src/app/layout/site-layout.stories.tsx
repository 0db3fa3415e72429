import { Container, Heading, Text } from '@aurele/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { usePageTitle } from '../../shared/use-page-title';
import { storageKeys } from '../../storage/keys';
import { withAppProviders } from '../../testing/story-decorators';
import { SiteFrame } from './site-layout';

/** Stories only: a page that names the address it shows, as the real pages do. */
function DemoPage() {
  const { pathname } = useLocation();
  const title = pathname === '/' ? 'Accueil' : `Page ${pathname}`;
  usePageTitle(title);
  return (
    <Container>
      <Heading level={1}>{title}</Heading>
      <Text>Le contenu de la page s'affiche ici, entre l'en-tête et le pied de page.</Text>
    </Container>
  );
}

const meta = {
  title: 'Boutique/Mise en page/Cadre des pages',
  component: SiteFrame,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', storage: { session: { [storageKeys.chatOpened]: true } } },
  args: { children: <DemoPage /> },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banner, header, page, footer and chat; a skip link leads past them to the content. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#contenu');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'contenu');
    await waitFor(() => expect(document.title).toBe('Accueil — Maison Aurèle'));
  },
};

/** After a navigation, the new page's heading takes the focus and the title follows. */
export const AfterNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'Notre histoire' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Page /about' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Page /about — Maison Aurèle'));
  },
};
