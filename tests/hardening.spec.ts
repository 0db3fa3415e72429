import type { Page } from '@playwright/test';
import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { aUser } from '../packages/web/src/testing/user-fixtures.ts';
import {
  cartLink,
  catalogue,
  closeAddedDrawer,
  notices,
  openCartPage,
  storedCart,
  wishlistLink,
} from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { firstProduct, stockedVariant } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// Browser hardening: hostile product HTML, broken browser storage and the CSP.

/** What a payload sets if it runs: `window.__xss` must stay unset. */
const run = (name: string) => `window.__xss='${name}'`;

/** A value the page keeps on `window` (a flag a payload sets, a list the test's init script fills). */
const windowValue = (page: Page, name: string) =>
  page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], name);

/** Store HTML that tries to run code; each entry comes after a sentence that must stay readable. */
const xssCorpus: { name: string; html: string }[] = [
  { name: 'script tag', html: `<script>${run('script')}</script>` },
  { name: 'img onerror', html: `<img src="x" onerror="${run('img')}">` },
  { name: 'svg onload', html: `<svg onload="${run('svg')}"><circle r="5"></circle></svg>` },
  { name: 'javascript: link', html: `<a href="javascript:${run('link')}">Lien piégé</a>` },
  { name: 'iframe', html: `<iframe src="javascript:parent.__xss='iframe'"></iframe>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>` },
  { name: 'style url', html: `<p style="background:url(javascript:${run('style')})">Fond</p>` },
  { name: 'style expression', html: `<div style="width:expression(${run('expression')})">Largeur</div>` },
  { name: 'style tag', html: `<style>@import 'javascript:${run('import')}';</style>` },
  { name: 'data: link', html: `<a href="data:text/html,<script>${run('data')}</script>">Données</a>` },
  { name: 'object data:', html: `<object data="data:text/html,<script>${run('object')}</script>"></object>` },
  { name: 'entity-encoded javascript:', html: `<a href="&#106;avascript:${run('entity')}">Entités</a>` },
  { name: 'tab in javascript:', html: `<a href="jav&#x09;ascript:${run('tab')}">Tabulation</a>` },
  { name: 'escaped markup', html: `&lt;script&gt;${run('escaped')}&lt;/script&gt;` },
  {
    name: 'template injection',
    html: `<p>{{constructor.constructor("${run('template')}")()}} \${alert(1)}</p>`,
  },
  { name: 'broken tag', html: `<img src=x onerror=${run('broken')} <b>gras</b>` },
  { name: 'nested script', html: `<scr<script>ipt>${run('nested')}</scr</script>ipt>` },
  { name: 'form action', html: `<form action="javascript:${run('form')}"><button>Envoyer</button></form>` },
  { name: 'autofocus', html: `<input autofocus onfocus="${run('focus')}">` },
  {
    name: 'details ontoggle',
    html: `<details open ontoggle="${run('toggle')}"><summary>Plus</summary></details>`,
  },
  {
    name: 'mutation XSS',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${run('mxss')}"></style></mglyph></table></mtext></math>`,
  },
  {
    name: 'noscript',
    html: `<noscript><p title="</noscript><img src=x onerror=${run('noscript')}>"></p></noscript>`,
  },
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:${run('meta')}">` },
  { name: 'base href', html: `<base href="javascript:${run('base')}//">` },
];

const readable = (index: number) => `Phrase lisible numéro ${index + 1}.`;

test.describe('an XSS corpus in a product description is inert', () => {
  test('nothing runs, nothing dangerous is rendered, the text stays readable', async ({
    page,
    request,
    emulator,
  }) => {
    const product = firstProduct(await catalogue(request));
    await emulator.editProduct(product.id, {
      description: xssCorpus.map(({ html }, index) => `<p>${readable(index)}</p>${html}`).join('\n'),
    });
    // The BFF caches details by URL, maybe from before the edit, and renders product pages from that cache: the
    // page is opened with a parameter it does not read (the BFF then answers the prerendered page) and asks for
    // this product by a URL no other test uses (`field=id`, the default, spelled out).
    await page.route(`**/api/products/${product.id}`, (route) =>
      route.continue({ url: `${route.request().url()}?field=id` }),
    );
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await chatAlreadyOpened(page);
    await page.goto(`/product/${product.id}?rendu=non`);
    const description = page.getByRole('region', { name: 'Description' });
    for (const index of xssCorpus.keys()) await expect(description).toContainText(readable(index));
    await expect(description).toContainText('{{constructor.constructor(');

    // Whatever a link still holds gets its chance to run.
    for (const link of await description.locator('a').all()) await link.click();
    const rendered = await description.evaluate((root) => {
      const elements = [...root.querySelectorAll('*')];
      return {
        tags: [...new Set(elements.map((element) => element.tagName.toLowerCase()))],
        handlers: elements.flatMap((element) =>
          element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
        ),
        urls: elements.flatMap((element) =>
          ['href', 'src', 'action', 'data', 'style', 'srcdoc']
            .map((name) => element.getAttribute(name))
            .filter((value): value is string => value !== null && !/^https?:|^\/|^#/.test(value)),
        ),
      };
    });
    expect(rendered.handlers).toEqual([]);
    expect(rendered.urls).toEqual([]);
    for (const tag of [
      'script',
      'iframe',
      'object',
      'embed',
      'img',
      'svg',
      'style',
      'form',
      'input',
      'meta',
      'base',
    ]) {
      expect(rendered.tags).not.toContain(tag);
    }
    // Behind the sanitiser the CSP would block handlers too (Chromium even reports the ones DOMPurify parses in
    // its inert document): the rendered DOM above is what shows the sanitiser did the work.
    expect(await windowValue(page, '__xss')).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?rendu=non$`));
  });
});

const foreignUser = aUser({ id: 'user_foreign' });

/** Raw text stored under each key before every page load: what a broken or foreign writer left behind. */
const brokenStorage: { name: string; values: Record<string, string> }[] = [
  {
    name: 'not JSON',
    values: {
      [storageKeys.cart]: '{not json',
      [storageKeys.wishlist]: '[{"id":',
      [storageKeys.currentUser]: 'undefined',
      [storageKeys.userCopies]: '<html>',
    },
  },
  {
    name: 'wrong shapes',
    values: {
      [storageKeys.cart]: JSON.stringify([{ product: null, variant: 'x', quantity: -3 }, 42]),
      [storageKeys.wishlist]: JSON.stringify({ items: [] }),
      [storageKeys.currentUser]: JSON.stringify({ ...foreignUser, role: 'root', email: 7 }),
      [storageKeys.userCopies]: JSON.stringify(['camille']),
    },
  },
  {
    // The version lives in the key: another version's key is never read, and a value that carries a version of
    // its own is not of the v1 shape.
    name: 'foreign versions',
    values: {
      'aurele:cart:v0': JSON.stringify([{ sku: 'old', qty: 1 }]),
      'aurele:cart:v2': JSON.stringify({ version: 2, lines: [{ variantId: 'var_x', quantity: 1 }] }),
      'aurele:current-user:v2': JSON.stringify(foreignUser),
      [storageKeys.cart]: JSON.stringify({ version: 2, lines: [] }),
      [storageKeys.wishlist]: JSON.stringify({ version: 1, items: [] }),
      [storageKeys.currentUser]: JSON.stringify({ version: 2, user: foreignUser }),
    },
  },
];

/** Every page that reads browser storage, and a few that write it (/success empties the cart). */
const storagePages = (productId: string) => [
  '/',
  '/shop',
  `/product/${productId}`,
  '/cart',
  '/wishlist',
  '/account',
  '/orders',
  '/admin',
  '/auth',
  '/success',
];

async function expectPageStands(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByRole('banner'), path).toBeVisible();
  await expect(page.getByRole('contentinfo'), path).toBeVisible();
}

const addToCartButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true });

test.describe('broken browser storage never breaks a page', () => {
  test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

  for (const { name, values } of brokenStorage) {
    test(`${name}: every page renders signed out with an empty cart, and the cart works again`, async ({
      page,
      request,
      emulator: _seeded,
    }) => {
      const crashes: string[] = [];
      page.on('pageerror', (error) => crashes.push(error.message));
      await page.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, values);
      const { product, variant } = stockedVariant(await catalogue(request));

      for (const path of storagePages(product.id)) {
        await page.goto(path);
        await expectPageStands(page, path);
        await expect(cartLink(page), path).toHaveAccessibleName('Panier, aucun article');
        await expect(wishlistLink(page), path).toHaveAccessibleName('Favoris, aucun article');
        await expect(
          page.getByRole('banner').getByRole('link', { name: 'Se connecter' }),
          path,
        ).toBeVisible();
      }

      // The unreadable cart is replaced by a good one at the first change.
      await page.goto(`/product/${product.id}?variant=${variant.id}`);
      await addToCartButton(page).click();
      await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
      expect(await storedCart(page)).toHaveLength(1);
      expect(crashes).toEqual([]);
    });
  }

  test('a full storage: every page renders, the notice says so, and the shop works in memory', async ({
    page,
    request,
    emulator: _seeded,
  }) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const { product, variant } = stockedVariant(await catalogue(request));
    for (const path of storagePages(product.id)) {
      await page.goto(path);
      await expectPageStands(page, path);
    }

    await page.goto(`/product/${product.id}?variant=${variant.id}`);
    await addToCartButton(page).click();
    await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
    const notice = notices(page);
    await expect(notice).toContainText('Espace de stockage saturé');
    await expect(notice).toContainText(
      "Votre navigateur n'a plus de place pour enregistrer cette modification. Elle reste visible dans cet onglet, mais sera perdue à sa fermeture.",
    );
    await closeAddedDrawer(page);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await expect(wishlistLink(page)).toHaveAccessibleName('Favoris, 1 article');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.cart)).toBeNull();

    // In memory, page to page without a reload: the cart shows its line.
    await openCartPage(page);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: product.title }),
    ).toBeVisible();
    await notice.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(notice).toBeEmpty();
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
    await page.getByRole('link', { name: /^Espace client/ }).click();
    await page.getByLabel('Adresse e-mail').fill(foreignUser.email);
    await page.getByLabel('Mot de passe').fill('peu importe');
    await page.getByLabel('Mot de passe').press('Enter');
    // A sign-in that cannot be kept is not made (use-account.ts): the shopper reads why, and the cart stays.
    await expect(notice).toContainText('Espace de stockage saturé');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
    expect(crashes).toEqual([]);
  });
});

test.describe('the CSP blocks inline script injection', () => {
  test('the header allows scripts from the shop only', async ({ request }) => {
    const answer = await request.get('/');
    const policy = answer.headers()['content-security-policy'] ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  test('an injected inline script, event handler or javascript: URL does not run, and is reported', async ({
    page,
  }) => {
    await chatAlreadyOpened(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.evaluate(() => {
      const violations: string[] = [];
      Object.assign(window, { __violations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.violatedDirective),
      );

      const script = document.createElement('script');
      script.textContent = 'window.__inlineScript = true;';
      document.body.append(script);

      const handler = document.createElement('button');
      handler.setAttribute('onclick', 'window.__inlineHandler = true;');
      document.body.append(handler);
      handler.click();

      const link = document.createElement('a');
      link.href = 'javascript:window.__javascriptUrl = true;';
      document.body.append(link);
      link.click();
    });

    // Violation reports arrive as events, after the attempts.
    await expect.poll(async () => ((await windowValue(page, '__violations')) as string[]).length).toBe(3);
    for (const directive of (await windowValue(page, '__violations')) as string[]) {
      expect(directive).toMatch(/^script-src/);
    }
    for (const flag of ['__inlineScript', '__inlineHandler', '__javascriptUrl']) {
      expect(await windowValue(page, flag), flag).toBeUndefined();
    }
  });

  test('the shop itself never trips the CSP: no page, from home to the cart, asks for what the policy forbids', async ({
    page,
    request,
  }) => {
    const product = firstProduct(await catalogue(request));
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __shopViolations: string[] }).__shopViolations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
      Object.assign(window, { __shopViolations: [] });
    });
    for (const path of ['/', '/shop', `/product/${product.id}`, '/cart']) {
      await page.goto(path);
      // Every script the page asks for, the chat's too.
      await page.getByRole('button', { name: 'Ouvrir le chat' }).click();
      await expect(page.getByRole('dialog', { name: 'Votre conseillère Maison Aurèle' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      violations.push(...((await windowValue(page, '__shopViolations')) as string[]));
    }
    expect(violations).toEqual([]);
  });
});
