import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';
import { useHydrated } from '../../shared/use-hydrated';
import { HydratedMark, Hydration } from './hydration';

/** Stories only: says which render drew it. */
function Says({ part }: { part: string }) {
  return <p>{`${part} : ${useHydrated() ? 'le navigateur' : 'le serveur'}`}</p>;
}

/** A frame's part and a page, as `SiteFrame` lays them out. */
function Parts({ page }: { page: ReactNode }) {
  return (
    <>
      <Hydration>
        <Says part="L'en-tête" />
      </Hydration>
      <Hydration page>
        <Suspense>
          {page}
          <HydratedMark />
        </Suspense>
      </Hydration>
    </>
  );
}

const meta = {
  title: 'Boutique/Mise en page/Hydratation',
  render: () => <div data-testid="page" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The server draws both parts as it knows them; in the browser the header shows what only the browser knows once it
 * has hydrated, the page once its module has downloaded — and then the page says it is the app's.
 */
export const FrameFirstThenPage: Story = {
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('page');
    container.innerHTML = renderToString(<Parts page={<Says part="La page" />} />);
    await expect(container).toHaveTextContent("L'en-tête : le serveur");
    // The page's paragraph stays the one the server drew: a mismatch would have React draw it anew.
    const drawn = canvas.getByText('La page : le serveur');

    let download: (module: { default: ComponentType }) => void = () => undefined;
    const pageModule = new Promise<{ default: ComponentType }>((done) => (download = done));
    const PageModule = lazy(() => pageModule);
    const html = document.documentElement;
    delete html.dataset.hydrated;
    const root = hydrateRoot(container, <Parts page={<PageModule />} />);
    try {
      await waitFor(() => expect(container).toHaveTextContent("L'en-tête : le navigateur"));
      await expect(container).toHaveTextContent('La page : le serveur');
      await expect(html).not.toHaveAttribute('data-hydrated');

      download({ default: () => <Says part="La page" /> });
      await waitFor(() => expect(drawn).toHaveTextContent('La page : le navigateur'));
      await waitFor(() => expect(html).toHaveAttribute('data-hydrated'));
    } finally {
      root.unmount();
    }
  },
};
