import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Stack } from '../stack/stack';
import { FakeRouterLink } from '../story-helpers/fake-router-link';
import { ProductCard, type ProductCardProps } from './product-card';
import { productFixtures } from './product-card.fixtures';

const [coat, scarf, bag] = productFixtures as [
  (typeof productFixtures)[0],
  (typeof productFixtures)[0],
  (typeof productFixtures)[0],
];

const onNavigate = fn();
const onAdd = fn();
const onToggle = fn();

function WithWishlist(props: ProductCardProps) {
  const [saved, setSaved] = useState(false);
  return (
    <ProductCard
      {...props}
      wishlist={{
        label: `Ajouter ${props.title} aux favoris`,
        saved,
        onToggle: () => {
          setSaved(!saved);
          onToggle();
        },
      }}
    />
  );
}

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  argTypes: { render: { control: false }, image: { control: false } },
  args: {
    title: coat.title,
    subtitle: coat.subtitle,
    brand: coat.brand,
    href: `/product/${coat.id}`,
    render: <FakeRouterLink onNavigate={onNavigate} />,
    image: { ...coat.image, alt: '' },
    ribbon: coat.ribbon,
    price: { amount: coat.price, currency: coat.currency },
    addToCart: { label: 'Ajouter au panier', onAdd },
  },
  render: (args) => <WithWishlist {...args} />,
} satisfies Meta<typeof ProductCard>;

/** A grid cell's width, so a single card looks as it does in the shop. */
const gridCell = (Story: () => ReactNode) => <div style={{ maxWidth: 300 }}>{Story()}</div>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole card leads to the product page; the heart and the add button are separate targets, reached in
 * order with Tab.
 */
export const Grid: Story = {
  decorators: [gridCell],
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    onAdd.mockClear();
    onToggle.mockClear();
    const heart = canvas.getByRole('button', { name: `Ajouter ${coat.title} aux favoris` });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(onToggle).toHaveBeenCalledTimes(1);
    await expect(onNavigate).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: coat.title })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith(`/product/${coat.id}`);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('article', { name: coat.title })).toBeInTheDocument();
  },
};

/** On sale: the new price in the brand colour, the old one struck through. */
export const OnSale: Story = {
  decorators: [gridCell],
  args: {
    title: bag.title,
    subtitle: bag.subtitle,
    brand: bag.brand,
    image: { ...bag.image, alt: '' },
    ribbon: bag.ribbon,
    price: {
      amount: bag.salePrice ?? bag.price,
      originalAmount: bag.price,
      saleLabel: 'Prix soldé',
      originalLabel: 'Prix initial',
    },
  },
};

/** No price to show: words stand in its place, and the add button is disabled. */
export const PriceOnRequest: Story = {
  decorators: [gridCell],
  args: {
    price: { label: 'Prix sur demande' },
    addToCart: { label: 'Ajouter au panier', onAdd, disabled: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prix sur demande')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** While the image is missing or loading, the 3:4 frame holds its place. */
/** A mouse resting on the card shows the product's next photo, asked for only then. */
export const SecondPhotoOnHover: Story = {
  args: { hoverImage: scarf.image },
  play: async ({ canvasElement, userEvent }) => {
    const photos = () => canvasElement.querySelectorAll('img');
    await expect(photos()).toHaveLength(1);
    await userEvent.hover(canvasElement.querySelector('article') as HTMLElement);
    await expect(photos()).toHaveLength(2);
    await expect(photos()[1]).toHaveAttribute('src', scarf.image.src);
    await expect(photos()[1]).toHaveAttribute('alt', '');
  },
};

export const NoImage: Story = {
  decorators: [gridCell],
  args: { image: undefined, ribbon: undefined },
};

/**
 * One of the first screenful: its image is fetched at once and first (it is likely the page's largest paint);
 * every other card's image waits until it nears the screen.
 */
export const FirstScreenful: Story = {
  decorators: [gridCell],
  args: { image: { ...coat.image, alt: '', priority: true } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Adding: the button is busy and ignores further presses. */
export const Adding: Story = {
  decorators: [gridCell],
  args: { addToCart: { label: 'Ajouter au panier', onAdd, loading: true } },
  play: async ({ canvas, userEvent }) => {
    onAdd.mockClear();
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await expect(onAdd).not.toHaveBeenCalled();
  },
};

/**
 * A form's submit: pressed before the app's scripts run, the browser sends the hidden fields to `action`; once
 * they run, the submit calls `onAdd` and nothing navigates.
 */
export const AddAsForm: Story = {
  decorators: [gridCell],
  args: {
    addToCart: {
      label: 'Ajouter au panier',
      onAdd,
      form: { action: '/cart', fields: { add: 'prod_1', variant: 'variant_a' } },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    onAdd.mockClear();
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('action', '/cart');
    await expect(form).toHaveFormValues({ add: 'prod_1', variant: 'variant_a' });
    await userEvent.click(add);
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

/** The list view and the wishlist: image beside the words. */
export const List: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  render: (args) => (
    <Stack space="none">
      <WithWishlist {...args} layout="list" />
      <WithWishlist
        {...args}
        layout="list"
        title={scarf.title}
        subtitle={scarf.subtitle}
        href={`/product/${scarf.id}`}
        image={{ ...scarf.image, alt: '' }}
        ribbon={undefined}
        price={{ amount: scarf.price }}
      />
    </Stack>
  ),
  /** The heart sits beside the price, by its product, not at the row's far end. */
  play: async ({ canvas, args }) => {
    const [article] = canvas.getAllByRole('article');
    const heart = canvas.getByRole('button', { name: `Ajouter ${args.title} aux favoris` });
    const price = heart.previousElementSibling;
    if (!article || !price) throw new Error('No card or no price beside the heart');
    const gap = heart.getBoundingClientRect().left - price.getBoundingClientRect().right;
    await expect(gap).toBeLessThan(32);
    await expect(heart.getBoundingClientRect().right).toBeLessThan(
      article.getBoundingClientRect().right - 200,
    );
  },
};

/** Several variants: the action is a link to the product page, through the app's router link. */
export const ChooseAVariant: Story = {
  decorators: [gridCell],
  args: {
    addToCart: {
      label: 'Choisir une option',
      href: `/product/${coat.id}`,
      render: <FakeRouterLink onNavigate={onNavigate} />,
    },
  },
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    const choose = canvas.getByRole('link', { name: 'Choisir une option' });
    await expect(choose).toHaveAttribute('href', `/product/${coat.id}`);
    choose.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith(`/product/${coat.id}`);
  },
};

/**
 * Two to a row on the narrowest phone (320 px: cards of 147 px), titles of different lengths: each action stays on
 * one line without overflowing (its spacing tightens, its icon goes), and the actions line up at the row's foot.
 */
export const PhoneRow: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, maxWidth: 310 }}>
      <WithWishlist {...args} />
      <WithWishlist
        {...args}
        title={bag.title}
        subtitle={undefined}
        href={`/product/${bag.id}`}
        image={{ ...bag.image, alt: '' }}
        ribbon={undefined}
        price={{ amount: bag.price }}
        addToCart={{
          label: 'Choisir une option',
          href: `/product/${bag.id}`,
          render: <FakeRouterLink onNavigate={onNavigate} />,
        }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    const choose = canvas.getByRole('link', { name: 'Choisir une option' });
    for (const action of [add, choose]) {
      await expect(action.scrollWidth).toBeLessThanOrEqual(action.clientWidth);
      const words = action.firstElementChild as HTMLElement;
      const lineHeight = Number.parseFloat(getComputedStyle(words).lineHeight);
      await expect(words.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
    await expect(Math.round(add.getBoundingClientRect().bottom)).toBe(
      Math.round(choose.getBoundingClientRect().bottom),
    );
  },
};
