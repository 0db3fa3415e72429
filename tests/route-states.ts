import type { Page } from '@playwright/test';
import type { AdminGrade } from '../packages/web/src/domain/user.ts';
import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { anAdmin, aUser } from '../packages/web/src/testing/user-fixtures.ts';
import { addedDrawer, catalogue, closeAddedDrawer, notices } from './catalogue-helpers.ts';
import { expect } from './fixtures.ts';
import { arrowTo } from './keyboard.ts';
import { countedStock, pickFromSeed } from './seeded-products.ts';
import { signedInAs } from './shop-storage.ts';

// Every route of docs/product/screens.md and the 404 page, in each state a shopper or an administrator can reach
// without a network fault, for the sweeps that read whole pages (accessibility, typography). One row per (route,
// state): its setup, then what shows the state is on screen.

/** Someone already signed in: a client, or an administrator of docs/product/decisions.md's list with their grade. */
async function signedIn(page: Page, as: 'user' | AdminGrade) {
  const emails: Record<AdminGrade, string> = {
    'super-admin': 'admin@maison-aurele.be',
    'gestion-produits': 'catalogue@maison-aurele.be',
    'gestion-commandes': 'logistique@maison-aurele.be',
  };
  await signedInAs(
    page,
    as === 'user' ? aUser() : anAdmin({ id: `user_${as}`, email: emails[as], grade: as }),
  );
}

/** A purchasable product with two variants in stock, as the BFF serves it. */
async function aProduct(page: Page) {
  return pickFromSeed(
    await catalogue(page.request),
    (product) => {
      const [variant, other] = product.variants.filter((candidate) => countedStock(candidate, 3));
      return product.purchasable !== false && variant && other ? { product, variant, other } : undefined;
    },
    'product with two variants in stock',
  );
}

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { level: 1, name });
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name });
const addToCart = (page: Page) => main(page).getByRole('button', { name: 'Ajouter au panier', exact: true });

/** The cart and the wishlist hold one product each, put there from its page. */
async function fillCartAndWishlist(page: Page) {
  const { product, variant } = await aProduct(page);
  await page.goto(`/product/${product.id}?variant=${variant.id}`);
  await addToCart(page).click();
  await closeAddedDrawer(page);
  await main(page).getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favoris, 1 article' })).toBeVisible();
  return product;
}

export interface Row {
  route: string;
  state: string;
  /** Brings the page to its state, from a fresh page (chat already seen, empty storage unless seeded here). */
  reach(page: Page): Promise<void>;
}

const page404 = "Cette page s'est éclipsée";

/** Pages in their first state, with their h1. */
const contentPages: [string, string][] = [
  ['/about', 'Notre maison'],
  ['/security', 'Sécurité'],
  ['/terms', 'Conditions générales de vente'],
  ['/privacy', 'Politique de confidentialité'],
  ['/brands', 'Nos marques'],
  ['/faq', 'Questions fréquentes'],
  ['/size-guide', 'Guide des tailles'],
  ['/contact', 'Nous contacter'],
  ['/track-order', 'Suivre ma commande'],
  ['/return-portal', 'Retourner un article'],
  ['/shipping-returns', 'Livraison & Retours'],
  ['/engagements', 'Nos engagements'],
  ['/press', 'Presse'],
  ['/cookies', 'Politique de cookies'],
  ['/legal-mentions', 'Mentions légales'],
];

const adminTabs = ['Produits', 'Commandes', 'Prix & Taxes', 'Analyses', 'Utilisateurs', 'Paramètres'];
const adminTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

export const routeStates: Row[] = [
  {
    route: '/',
    state: 'loaded',
    reach: async (page) => {
      await page.goto('/');
      await expect(
        page.getByRole('list', { name: 'Les pièces du moment' }).getByRole('listitem'),
      ).toHaveCount(4);
    },
  },
  {
    route: '/',
    state: 'mega menu « Explorer » open',
    reach: async (page) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Explorer' }).click();
      await expect(page.getByRole('dialog', { name: 'Explorer' })).toBeVisible();
    },
  },
  {
    route: '/',
    state: 'chat open, answered with the demo sentence and with a link',
    reach: async (page) => {
      await page.clock.install();
      await page.goto('/');
      await button(page, 'Ouvrir le chat').click();
      const chat = page.getByRole('dialog', { name: 'Votre conseillère Maison Aurèle' });
      const conversation = chat.getByRole('log', { name: 'Conversation' });
      await chat.getByRole('textbox').fill('Avez-vous des écharpes ?');
      await chat.getByRole('button', { name: 'Envoyer' }).click();
      await page.clock.runFor(1_000);
      await expect(conversation).toContainText('démonstration');
      await chat.getByRole('textbox').fill('Quels sont les délais de livraison ?');
      await chat.getByRole('button', { name: 'Envoyer' }).click();
      await page.clock.runFor(1_000);
      await expect(conversation.getByRole('link', { name: 'Livraison et retours' })).toBeVisible();
    },
  },
  {
    route: '/',
    state: 'mobile (390 px), menu drawer open',
    reach: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    },
  },
  {
    // A page without a call to action on its first screen: on the home page's, it never opens itself on a phone.
    route: '/faq',
    state: 'mobile (390 px), the chat opened by itself (first visit), compact',
    reach: async (page) => {
      // After the sweep's « chat already seen »: this visit is the session's first.
      await page.addInitScript((key) => sessionStorage.removeItem(key), storageKeys.chatOpened);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/faq');
      await expect(page.getByRole('dialog', { name: 'Votre conseillère Maison Aurèle' })).toBeVisible();
    },
  },
  {
    route: '/',
    state: 'newsletter refused (no e-mail)',
    reach: async (page) => {
      await page.goto('/');
      await button(page, "S'inscrire").click();
      await expect(main(page).getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
    },
  },
  {
    route: '/',
    state: 'signed-in user, user menu open',
    reach: async (page) => {
      await signedIn(page, 'user');
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Mon espace, Camille' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    route: '/shop',
    state: 'all collections',
    reach: async (page) => {
      await page.goto('/shop');
      await expect(page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    route: '/shop',
    state: 'category, filter and brand, list view, sorted by price',
    reach: async (page) => {
      await page.goto('/shop?category=femme&filter=promotions&brand=maison-aurele');
      await button(page, 'Afficher en liste').click();
      await page.getByRole('combobox', { name: 'Trier par' }).click();
      await page.getByRole('option', { name: 'Prix croissant' }).click();
      await expect(page.getByRole('list', { name: 'Filtres actifs' })).toBeVisible();
    },
  },
  {
    route: '/shop',
    state: 'sizes, a colour, a price and « En stock » chosen, values at 0 disabled',
    reach: async (page) => {
      await page.goto('/shop?size=M&size=L&colour=Noir&price_max=500&available=true');
      await expect(page.getByRole('list', { name: 'Filtres actifs' }).getByRole('link')).toHaveCount(5);
      await expect(
        page.getByRole('form', { name: 'Filtrer' }).getByRole('checkbox', { disabled: true }).first(),
      ).toBeAttached();
    },
  },
  {
    route: '/shop',
    state: 'mobile (390 px), filters dialog open, a colour chosen',
    reach: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/shop');
      await main(page).getByRole('button', { name: 'Filtrer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filtrer' });
      await dialog.getByRole('checkbox', { name: /^Camel, / }).check();
      await expect(dialog.getByRole('status')).toHaveText(/^\d[\d\s]* créations? trouvées?$/);
    },
  },
  {
    route: '/shop',
    state: 'a search with no result',
    reach: async (page) => {
      await page.goto('/shop?search=introuvable-xyz');
      await expect(main(page)).toContainText('Aucun produit disponible pour le moment.');
    },
  },
  {
    route: '/product/{id}',
    state: 'a variant chosen with the arrow keys, added to the cart (the cart drawer open)',
    reach: async (page) => {
      const { product, variant, other } = await aProduct(page);
      await page.goto(`/product/${product.id}?variant=${variant.id}`);
      // The option value (« M », « Camel ») that tells the other variant apart.
      const otherValues = other.title.split(' / ');
      const choice = otherValues.find((value) => !variant.title.split(' / ').includes(value));
      if (!choice) throw new Error(`${variant.title} and ${other.title} read the same`);
      const radio = main(page).getByRole('radio', { name: choice, exact: true });
      await arrowTo(page, radio);
      await expect(radio).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`variant=${other.id}`));
      await addToCart(page).click();
      await expect(addedDrawer(page)).toBeVisible();
    },
  },
  {
    route: '/product/{id}',
    state: 'unknown product (error state)',
    reach: async (page) => {
      await page.goto('/product/prod_inconnu');
      await expect(h1(page, 'Erreur de chargement')).toBeVisible();
    },
  },
  {
    route: '/cart',
    state: 'empty',
    reach: async (page) => {
      await page.goto('/cart');
      await expect(main(page).getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    },
  },
  {
    route: '/cart',
    state: 'with a line',
    reach: async (page) => {
      const product = await fillCartAndWishlist(page);
      await page.goto('/cart');
      await expect(main(page).getByRole('heading', { level: 2, name: product.title })).toBeVisible();
    },
  },
  {
    route: '/cart',
    state: '« Vider le panier ? » dialog open',
    reach: async (page) => {
      await fillCartAndWishlist(page);
      await page.goto('/cart');
      await button(page, 'Vider le panier').click();
      await expect(page.getByRole('dialog', { name: 'Vider le panier ?' })).toBeVisible();
    },
  },
  {
    route: '/wishlist',
    state: 'empty',
    reach: async (page) => {
      await page.goto('/wishlist');
      await expect(
        main(page).getByRole('heading', { name: 'Votre liste de favoris est vide' }),
      ).toBeVisible();
    },
  },
  {
    route: '/wishlist',
    state: 'with an item',
    reach: async (page) => {
      const product = await fillCartAndWishlist(page);
      await page.goto('/wishlist');
      await expect(main(page).getByText(product.title).first()).toBeVisible();
    },
  },
  {
    route: '/auth',
    state: 'choice of space',
    reach: async (page) => {
      await page.goto('/auth');
      await expect(h1(page, 'Bienvenue chez Maison Aurèle')).toBeVisible();
    },
  },
  {
    route: '/auth',
    state: 'client login refused (empty fields)',
    reach: async (page) => {
      await page.goto('/auth');
      await link(page, /^Espace client/).click();
      await page.getByLabel('Mot de passe').press('Enter');
      await expect(main(page).getByRole('alert')).toContainText('Veuillez remplir tous les champs');
    },
  },
  {
    route: '/auth',
    state: 'register refused (passwords differ)',
    reach: async (page) => {
      await page.goto('/auth');
      await link(page, /^Espace client/).click();
      await link(page, 'Pas encore de compte ? Créer un compte').click();
      await expect(h1(page, 'Créer votre compte')).toBeVisible();
      await button(page, 'Créer mon compte').click();
      await expect(main(page).getByRole('alert')).toBeVisible();
    },
  },
  {
    route: '/auth',
    state: 'admin login refused (not on the list)',
    reach: async (page) => {
      await page.goto('/auth');
      await link(page, /^Espace administrateur/).click();
      await page.getByLabel('Adresse e-mail').fill('camille.lambert@example.be');
      await page.getByLabel('Mot de passe').fill('peu importe');
      await page.getByLabel('Mot de passe').press('Enter');
      await expect(main(page).getByRole('alert')).toContainText(
        "Cette adresse email n'a pas les permissions d'administrateur.",
      );
    },
  },
  {
    route: '/account',
    state: 'signed out: refused, sent to /auth',
    reach: async (page) => {
      await page.goto('/account');
      await expect(notices(page)).toContainText('Vous devez être connecté pour accéder à cette page.');
      await expect(h1(page, 'Bienvenue chez Maison Aurèle')).toBeVisible();
    },
  },
  {
    route: '/account',
    state: 'user, nickname being edited',
    reach: async (page) => {
      await signedIn(page, 'user');
      await page.goto('/account');
      await button(page, 'Modifier le pseudo').click();
      await expect(page.getByRole('textbox', { name: 'Pseudo' })).toBeVisible();
    },
  },
  {
    route: '/account',
    state: 'user, address dialog refusing an empty form',
    reach: async (page) => {
      await signedIn(page, 'user');
      await page.goto('/account');
      await button(page, 'Ajouter l’adresse de livraison').click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter l’adresse de livraison' });
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(dialog.getByRole('textbox', { name: /Rue et numéro/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
  },
  {
    route: '/account',
    state: 'admin, contact dialog open',
    reach: async (page) => {
      await signedIn(page, 'super-admin');
      await page.goto('/account');
      await button(page, 'Modifier mes coordonnées').click();
      await expect(page.getByRole('dialog', { name: 'Modifier mes coordonnées' })).toBeVisible();
    },
  },
  {
    route: '/orders',
    state: 'user, sample orders',
    reach: async (page) => {
      await signedIn(page, 'user');
      await page.goto('/orders');
      await expect(page.getByRole('region', { name: 'Commande ZE-24817' })).toBeVisible();
    },
  },
  {
    route: '/admin',
    state: 'signed-in user: refused, sent home',
    reach: async (page) => {
      await signedIn(page, 'user');
      await page.goto('/admin');
      await expect(notices(page)).toContainText(
        "Vous n'avez pas les permissions nécessaires pour voir cette page.",
      );
      await expect(page.getByRole('list', { name: 'Les pièces du moment' })).toBeVisible();
    },
  },
  ...adminTabs.map(
    (name): Row => ({
      route: '/admin',
      state: `super-admin, tab ${name}`,
      reach: async (page) => {
        await signedIn(page, 'super-admin');
        await page.goto('/admin');
        await adminTab(page, name).click();
        await expect(adminTab(page, name)).toHaveAttribute('aria-selected', 'true');
        // The store's own catalogue is checked with its rows, not its loading line.
        if (name === 'Produits') await expect(page.getByRole('table', { name: 'Catalogue' })).toBeVisible();
      },
    }),
  ),
  ...(['gestion-produits', 'gestion-commandes'] as const).map(
    (grade): Row => ({
      route: '/admin',
      state: `${grade}, restricted tabs`,
      reach: async (page) => {
        await signedIn(page, grade);
        await page.goto('/admin');
        await expect(adminTab(page, 'Analyses')).toHaveAttribute('aria-disabled', 'true');
      },
    }),
  ),
  ...contentPages.map(
    ([route, heading]): Row => ({
      route,
      state: 'as published',
      reach: async (page) => {
        await page.goto(route);
        await expect(h1(page, heading)).toBeVisible();
      },
    }),
  ),
  {
    route: '/faq',
    state: 'another category, an answer open',
    reach: async (page) => {
      await page.goto('/faq');
      await page.getByRole('tab', { name: 'Paiement & Sécurité' }).click();
      await button(page, 'Quels moyens de paiement acceptez-vous ?').click();
      await expect(main(page).getByText(/Visa, MasterCard, American Express, PayPal/)).toBeVisible();
    },
  },
  {
    route: '/size-guide',
    state: 'tab Enfant',
    reach: async (page) => {
      await page.goto('/size-guide');
      await page.getByRole('tab', { name: 'Enfant' }).click();
      await expect(page.getByRole('table', { name: 'Tailles enfant' })).toBeVisible();
    },
  },
  {
    route: '/contact',
    state: 'refused (empty fields)',
    reach: async (page) => {
      await page.goto('/contact');
      await button(page, 'Envoyer le message').click();
      await expect(notices(page)).toContainText('Veuillez remplir tous les champs pour nous contacter.');
    },
  },
  {
    route: '/track-order',
    state: 'refused (no number)',
    reach: async (page) => {
      await page.goto('/track-order');
      await button(page, 'Rechercher').click();
      await expect(notices(page)).toContainText('Numéro de commande requis');
    },
  },
  {
    route: '/track-order',
    state: 'an order found, with its journey',
    reach: async (page) => {
      await page.clock.install();
      await page.goto('/track-order?order=ZLR-73920');
      await button(page, 'Rechercher').click();
      await page.clock.runFor(1_500);
      await expect(page.getByRole('region', { name: 'Commande ZLR-73920' })).toBeVisible();
    },
  },
  {
    route: '/track-order',
    state: 'no such order',
    reach: async (page) => {
      await page.clock.install();
      await page.goto('/track-order?order=ZLR-00000');
      await button(page, 'Rechercher').click();
      await page.clock.runFor(1_500);
      await expect(notices(page)).toContainText('Commande introuvable');
    },
  },
  {
    route: '/return-portal',
    state: 'refused (empty fields)',
    reach: async (page) => {
      await page.goto('/return-portal');
      await button(page, 'Rechercher ma commande').click();
      await expect(notices(page)).toContainText('Veuillez entrer votre numéro de commande et votre email.');
    },
  },
  {
    route: '/return-portal',
    state: 'a request ending on « Commande non trouvée »',
    reach: async (page) => {
      await page.clock.install();
      await page.goto('/return-portal');
      await page.getByRole('textbox', { name: /Numéro de commande/ }).fill('ZE-24817');
      await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill('camille.lambert@example.be');
      await button(page, 'Rechercher ma commande').click();
      await page.clock.runFor(2_000);
      await expect(notices(page)).toContainText('Commande non trouvée');
    },
  },
  {
    route: '/success',
    state: 'thanks',
    reach: async (page) => {
      await page.goto('/success');
      await expect(h1(page, 'Merci pour votre commande !')).toBeVisible();
    },
  },
  {
    route: '404',
    state: 'an unknown address',
    reach: async (page) => {
      await page.goto('/une-adresse-disparue');
      await expect(h1(page, page404)).toBeVisible();
    },
  },
];

/**
 * docs/product/screens.md: 22 public routes and 3 protected ones (docs/product/decisions.md counts 25), and the 404
 * page.
 */
export const specRoutes = [
  ...[
    '/',
    '/shop',
    '/product/{id}',
    '/cart',
    '/auth',
    '/about',
    '/contact',
    '/security',
    '/terms',
    '/privacy',
  ],
  ...['/track-order', '/brands', '/faq', '/shipping-returns', '/size-guide', '/engagements', '/press'],
  ...[
    '/cookies',
    '/legal-mentions',
    '/return-portal',
    '/wishlist',
    '/success',
    '/admin',
    '/account',
    '/orders',
  ],
  '404',
];
