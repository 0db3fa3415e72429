import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  catalogueHandlers,
  catalogueProduct,
  failingCatalogueHandlers,
} from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { SearchSuggestionsField } from './search-suggestions-field';

const onSearch = fn();

const meta = {
  title: 'Boutique/Mise en page/Suggestions de recherche',
  component: SearchSuggestionsField,
  args: {
    name: 'search',
    label: 'Rechercher une pièce ou une marque',
    placeholder: 'Rechercher une pièce…',
    typed: { value: '', selectionStart: 0, selectionEnd: 0, focused: false },
  },
  // As in the header: a search form around the field; here it only reports what it would send.
  decorators: [
    (Story) => (
      <form
        style={{ maxWidth: 360, minHeight: 520 }}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(new FormData(event.currentTarget).get('search'));
        }}
      >
        <Story />
      </form>
    ),
    withAppProviders,
  ],
  beforeEach({ msw }) {
    onSearch.mockClear();
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof SearchSuggestionsField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => screen.getByRole('combobox', { name: 'Rechercher une pièce ou une marque' });
const location = () => screen.getByTestId('story-location');

/** « blou »: the two pieces, each with its picture and its price written the French way, or « Prix sur demande ». */
export const Products: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'blou');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const products = within(list).getByRole('group', { name: 'Produits' });
    const options = within(products).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(
        /^Blouse lavallière en crêpeMichael KorsPrix soldé 118,00\s€Prix initial 169,00\s€$/,
      ),
      "Blouson en cuir d'agneauVersacePrix sur demande",
    ]);
    await expect(options[0]?.querySelector('img')).toHaveAttribute('alt', '');
    await expect(options[0]).toHaveAttribute(
      'href',
      `/product/${catalogueProduct('blouse-lavalliere-crepe').id}`,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 suggestions'));
  },
};

/** « pra »: its products first, then the brand, each kind under its heading. */
export const ProductsThenBrands: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'pra');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(list).getByRole('group', { name: 'Marques' })).toBeInTheDocument());
    const groups = within(list).getAllByRole('group');
    await expect(groups.map((group) => group.firstChild?.textContent)).toEqual(['Produits', 'Marques']);
    await expect(within(list).getByRole('option', { name: /^Cabas en nylon recyclé/ })).toBeInTheDocument();
    await expect(within(list).getByRole('option', { name: 'Prada' })).toHaveAttribute(
      'href',
      '/shop?brand=prada',
    );
  },
};

/** « acc »: a universe, under « Collections », leading to its view of the shop. */
export const Collections: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'acc');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const collections = within(list).getByRole('group', { name: 'Collections' });
    await userEvent.click(within(collections).getByRole('option', { name: 'Accessoires' }));
    await expect(location()).toHaveTextContent('/shop?category=accessoires');
  },
};

/** From the keyboard: the down arrow reaches the first product, Enter opens its page; the list closes. */
export const KeyboardChoice: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'rob');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(field()).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: /^Robe portefeuille en soie/ }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(location()).toHaveTextContent(`/product/${catalogueProduct('robe-portefeuille-soie').id}`);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(onSearch).not.toHaveBeenCalled();
  },
};

/**
 * « en »: the list ends with the search's every result (« Voir les 30 résultats »), more than the six products it
 * suggests; the up arrow from the field reaches it first, and Enter opens the search.
 */
export const AllResults: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'en');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = await within(list).findAllByRole('option');
    const last = options.at(-1);
    await expect(last).toHaveTextContent(/^Voir les \d+ résultats$/);
    const total = Number(last?.textContent?.match(/\d+/)?.[0]);
    const products = within(within(list).getByRole('group', { name: 'Produits' })).getAllByRole('option');
    await expect(total).toBeGreaterThan(products.length);
    await expect(last).toHaveAttribute('href', '/shop?search=en');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(field()).toHaveAttribute('aria-activedescendant', last?.id));
    await userEvent.keyboard('{Enter}');
    await expect(location()).toHaveTextContent('/shop?search=en');
    await expect(onSearch).not.toHaveBeenCalled();
  },
};

/** Enter with no suggestion chosen is still the search. */
export const EnterSearches: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'rob');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(onSearch).toHaveBeenCalledWith('rob');
    await expect(location()).toHaveTextContent(/^\/$/);
  },
};

/** Escape closes the list, the text stays. */
export const EscapeCloses: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'rob');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(field()).toHaveValue('rob');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Nothing matches: the list says so, and so does the announcement. */
export const NoMatch: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'zzz');
    const list = await screen.findByRole('listbox');
    await expect(list).toHaveTextContent('Aucune suggestion pour « zzz »');
    await expect(within(list).queryByRole('option', { name: /^Voir / })).toBeNull();
    await expect(screen.getByRole('status')).toHaveTextContent('Aucune suggestion pour « zzz »');
  },
};

/** One character suggests nothing. */
export const OneCharacter: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'r');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/**
 * It takes the place of a field the shopper was typing in: it starts from that text, with the focus and the caret
 * where they were, and suggests for it at once.
 */
export const CarriesOnFromTheTypedText: Story = {
  args: { typed: { value: 'robe', selectionStart: 2, selectionEnd: 2, focused: true } },
  play: async ({ userEvent }) => {
    await expect(field()).toHaveFocus();
    await expect(field()).toHaveValue('robe');
    await screen.findByRole('option', { name: /^Robe portefeuille en soie/ });
    await userEvent.keyboard('!');
    await expect(field()).toHaveValue('ro!be');
  },
};

/** The suggestions cannot be had: no list, no error, and the search still works. */
export const ServerDown: Story = {
  beforeEach({ msw }) {
    msw.use(...failingCatalogueHandlers());
  },
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'rob');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(onSearch).toHaveBeenCalledWith('rob');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};
