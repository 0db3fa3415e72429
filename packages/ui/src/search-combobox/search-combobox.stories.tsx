import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Price } from '../price/price';
import { productFixtures } from '../product-card/product-card.fixtures';
import { FakeRouterLink } from '../story-helpers/fake-router-link';
import { SearchCombobox, type SearchComboboxProps, type SuggestionGroup } from './search-combobox';

const onNavigate = fn();
const onSearch = fn();

const products = productFixtures.map((product) => ({
  id: product.id,
  label: product.title,
  href: `/product/${product.id}`,
  thumbnail: product.image,
  description: product.brand,
  aside: <Price amount={product.salePrice ?? product.price} currency={product.currency} size="small" />,
}));
const collections = ['Femme', 'Homme', 'Enfant', 'Accessoires'].map((label) => ({
  id: label,
  label,
  href: `/shop?category=${label.toLowerCase()}`,
}));
const brands = ['Calvin Klein', 'Gucci', 'Maison Aurèle', 'Prada', 'Versace'].map((label) => ({
  id: label,
  label,
  href: `/shop?brand=${label.toLowerCase().replace(' ', '-')}`,
}));

/** Stands in for the shop's server: what starts a word of each name, from the second character. */
function suggestionsFor(text: string): SuggestionGroup[] {
  const typed = text.trim().toLowerCase();
  if (typed.length < 2) return [];
  const matches = ({ label }: { label: string }) =>
    label
      .toLowerCase()
      .split(' ')
      .some((word) => word.startsWith(typed));
  return [
    { id: 'products', label: 'Produits', suggestions: products.filter(matches) },
    { id: 'collections', label: 'Collections', suggestions: collections.filter(matches) },
    { id: 'brands', label: 'Marques', suggestions: brands.filter(matches) },
  ];
}

/** The field in a search form, fed by `suggestionsFor` as the app feeds it from its server. */
function SearchForm(props: SearchComboboxProps) {
  const [value, setValue] = useState(props.value);
  const groups = suggestionsFor(value);
  const count = groups.reduce((total, group) => total + group.suggestions.length, 0);
  const nothing = groups.length > 0 && count === 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(new FormData(event.currentTarget).get('search'));
      }}
    >
      <SearchCombobox
        {...props}
        value={value}
        onValueChange={setValue}
        groups={groups}
        emptyLabel={nothing ? `Aucune suggestion pour « ${value.trim()} »` : undefined}
        status={nothing ? `Aucune suggestion pour « ${value.trim()} »` : count ? `${count} suggestions` : ''}
      />
    </form>
  );
}

const meta = {
  title: 'Formulaires/SearchCombobox',
  component: SearchCombobox,
  argTypes: { groups: { control: false }, render: { control: false } },
  args: {
    name: 'search',
    label: 'Rechercher une pièce ou une marque',
    placeholder: 'Rechercher une pièce…',
    icon: 'search',
    value: '',
    onValueChange: fn(),
    groups: [],
    listLabel: 'Suggestions',
    status: '',
    render: <FakeRouterLink onNavigate={onNavigate} />,
  },
  render: (args) => <SearchForm {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 460 }}>{Story()}</div>],
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => screen.getByRole('combobox', { name: 'Rechercher une pièce ou une marque' });

/** Two letters: products with their picture and price first, then each kind of page under its heading. */
export const Suggests: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'ma');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const groups = within(list).getAllByRole('group');
    await expect(groups.map((group) => group.firstChild?.textContent)).toEqual(['Produits', 'Marques']);
    const [productGroup] = groups as [HTMLElement];
    await expect(
      within(productGroup).getByRole('option', {
        name: /^Manteau en laine double face Maison Aurèle 590,00/,
      }),
    ).toContainElement(productGroup.querySelector('img'));
    await waitFor(() => expect(within(list).getByRole('group', { name: 'Marques' })).toBeVisible());
    await expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
    await expect(field()).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The list ends with a line to the search's every result, set apart; the up arrow from the field reaches it. */
export const AllResults: Story = {
  args: { allResults: { label: 'Voir les 14 résultats', href: '/shop?search=ma' } },
  play: async ({ userEvent }) => {
    onNavigate.mockClear();
    await userEvent.type(field(), 'ma');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const last = within(list).getAllByRole('option').at(-1);
    await expect(last).toHaveAccessibleName('Voir les 14 résultats');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(field()).toHaveAttribute('aria-activedescendant', last?.id));
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/shop?search=ma');
  },
};

/** The down arrow reaches the first suggestion and Enter goes there; the list closes. */
export const KeyboardChoice: Story = {
  play: async ({ userEvent }) => {
    onNavigate.mockClear();
    await userEvent.type(field(), 'ro');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const robe = screen.getByRole('option', { name: /^Robe longue en soie/ });
    await waitFor(() => expect(robe).toHaveAttribute('data-active-item'));
    await expect(field()).toHaveAttribute('aria-activedescendant', robe.id);
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/product/robe-soie');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Enter with no suggestion chosen is the search: the form sends the typed text. */
export const EnterSearches: Story = {
  play: async ({ userEvent }) => {
    onSearch.mockClear();
    onNavigate.mockClear();
    await userEvent.type(field(), 'soie');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(onSearch).toHaveBeenCalledWith('soie');
    await expect(onNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Escape closes the list and keeps the text; the down arrow opens it again. */
export const EscapeCloses: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'gu');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(field()).toHaveValue('gu');
    await expect(field()).toHaveFocus();
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Gucci' })).toBeVisible());
  },
};

/** Nothing matches: the list says so, and so does the announcement. */
export const NoMatch: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(), 'zz');
    const list = await screen.findByRole('listbox');
    const [none, ...others] = within(list).getAllByRole('option');
    await expect(others).toEqual([]);
    await expect(none).toHaveTextContent('Aucune suggestion pour « zz »');
    await expect(none).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(field()).not.toHaveAttribute('aria-activedescendant');
    await expect(screen.getByRole('status')).toHaveTextContent('Aucune suggestion pour « zz »');
  },
};

/** A pointer works too: a click on a suggestion goes there. */
export const PointerChoice: Story = {
  play: async ({ userEvent }) => {
    onNavigate.mockClear();
    await userEvent.type(field(), 'acc');
    await userEvent.click(await screen.findByRole('option', { name: 'Accessoires' }));
    await expect(onNavigate).toHaveBeenCalledWith('/shop?category=accessoires');
  },
};
