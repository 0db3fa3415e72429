import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CartDrawerHost, type LazyCartDrawer } from '../features/cart/cart-drawer-host';
import { CartActor } from '../state/app-actors';
import {
  checkoutHandlers,
  paymentPageUrl,
  storedCart,
  storyCartLine,
  storyCarts,
  withPaymentNavigation,
} from '../testing/cart-handlers';
import { catalogueHandlers, storyProduct } from '../testing/catalogue-handlers';
import { withAppProviders } from '../testing/story-decorators';
import { CartDrawerWithCheckout } from './cart-drawer-with-checkout';
import { ShoppingLinks } from './layout/shopping-links';

const onNavigate = fn();

/** The drawer as the layout gives it, already downloaded. */
const drawer: LazyCartDrawer = { Drawer: CartDrawerWithCheckout, load: async () => undefined };

const coat = storyProduct('veste-costume-laine-froide');

/** The header's bag, and a product page's « Ajouter au panier » for the coat (its stock known, as on its page). */
function HeaderAndAdd() {
  const cart = CartActor.useActorRef();
  const [variant] = coat.variants;
  return (
    <CartDrawerHost drawer={drawer}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <ShoppingLinks />
        <button
          type="button"
          onClick={() =>
            cart.send({
              type: 'cart.add',
              request: {
                productId: coat.id,
                variantId: variant?.id ?? null,
                name: coat.title,
                quantity: 1,
                from: 'panel',
                product: coat,
              },
            })
          }
        >
          Ajouter au panier
        </button>
      </div>
    </CartDrawerHost>
  );
}

const meta = {
  title: 'Achat/Tiroir du panier',
  component: HeaderAndAdd,
  decorators: [withPaymentNavigation(onNavigate), withAppProviders],
  parameters: { storage: storedCart(storyCarts.underFreeShipping) },
  beforeEach({ msw }) {
    onNavigate.mockClear();
    msw.use(...catalogueHandlers(), ...checkoutHandlers());
  },
} satisfies Meta<typeof HeaderAndAdd>;

export default meta;
type Story = StoryObj<typeof meta>;

const coatLine = () => `${coat.title} (${coat.variants[0]?.title})`;

/**
 * An add opens it: « Ajouté au panier », the line taken first and said, the rest of the cart under it, the totals,
 * the way to free delivery, « Commander » and « Voir le panier ». Escape gives the focus back to the button.
 */
export const AfterAnAdd: Story = {
  play: async ({ canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouté au panier' });
    // It fades in: visible once Ariakit has marked it entered.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(`${coatLine()} rejoint votre panier.`);
    const lines = within(dialog).getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent(coat.title);
    await expect(within(dialog).getByText('La livraison vous est offerte.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Commander' })).toBeEnabled();
    await expect(within(dialog).getByRole('link', { name: 'Voir le panier' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(add).toHaveFocus();
  },
};

/** From the bag: « Votre panier », its lines changed as on /cart — a unit more, then the line removed. */
export const FromTheBag: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Panier, 1 article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre panier' });
    await waitFor(() => expect(dialog).toBeVisible());
    const [line] = storyCarts.underFreeShipping;
    const name = `${line?.product.title} (${line?.variant.title})`;
    await expect(within(dialog).getByText('Plus que 81,00 € pour la livraison offerte')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: `Augmenter la quantité de ${name}` }));
    await expect(within(dialog).getByRole('spinbutton', { name: `Quantité de ${name}` })).toHaveValue('2');
    await expect(within(dialog).getByText('Plus que 12,00 € pour la livraison offerte')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Panier, 2 articles' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: `Retirer ${name} du panier` }));
    await expect(within(dialog).getByText('Votre panier est vide')).toHaveFocus();
    await expect(within(dialog).queryByRole('button', { name: 'Commander' })).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Découvrir la boutique' })).toBeVisible();
  },
};

/** « Commander » is the cart page's checkout: it leaves for the payment page. */
export const Checkout: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Panier, 1 article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre panier' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Commander' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(paymentPageUrl));
  },
};

/** On a phone (390 × 844) it is a sheet from the bottom, the top of the page still in view. */
export const OnAPhone: Story = {
  parameters: {
    storage: storedCart([...storyCarts.overFreeShipping, storyCartLine('chemise-oxford', 0, 1)]),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Panier, 3 articles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre panier' });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect([box.left, box.width, box.bottom]).toEqual([0, 390, 844]);
      expect(box.top).toBeGreaterThan(0);
    });
  },
};
