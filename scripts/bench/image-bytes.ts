import { type Browser, chromium, type Page } from '@playwright/test';
import { storageKeys } from '../../packages/web/src/storage/keys.ts';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

/**
 * What a phone downloads in pictures (issue 25): the image bytes of a few shopper moments, on the phone the issue
 * names (390 × 844 at DPR 3), each in a fresh context (an empty cache).
 */

const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
};

/** Time for the pictures a moment asked for to arrive, once the page is quiet. */
const SETTLE_MS = 1500;
/** The header's suggestions for these letters: the six products the issue counts. */
const SUGGESTED = 'ro';

export interface ImageMoment {
  moment: string;
  images: number;
  bytes: number;
  /** At most this many bytes (issue 25's targets), where the issue sets one. */
  target?: number;
}

interface Moment {
  moment: string;
  /** The page the moment starts on: `product` is the first product's. */
  page: '/' | '/shop' | 'product';
  /** What the shopper then does there. */
  act?: (page: Page) => Promise<void>;
  /** Only the pictures of what the shopper does there count, not the page's own. */
  countOnlyAct?: boolean;
  target?: number;
}

const KB = 1000;
const MB = 1000 * KB;

const moments: Moment[] = [
  { moment: '/ (first screen)', page: '/' },
  { moment: '/shop (first screen)', page: '/shop' },
  {
    moment: '/shop scrolled through its first 24',
    page: '/shop',
    target: 1.5 * MB,
    act: async (page) => {
      const products = page.getByRole('list', { name: 'Produits' }).getByRole('article');
      for (let position = 0; position < 24; position += 1)
        await products.nth(position).scrollIntoViewIfNeeded();
    },
  },
  { moment: 'a product page (first screen)', page: 'product', target: 1 * MB },
  {
    moment: `six suggestions (« ${SUGGESTED} » typed on /)`,
    page: '/',
    target: 150 * KB,
    countOnlyAct: true,
    act: async (page) => {
      const search = page
        .getByRole('banner')
        .getByLabel('Rechercher une pièce ou une marque', { exact: true });
      await search.click();
      await search.pressSequentially(SUGGESTED);
      await page.getByRole('listbox').locator('img').first().waitFor();
    },
  },
];

/** Until the page is the app's and its network is quiet a while: what it asked for has come. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
}

/** The image bytes (as received: headers and bodies) of one moment, in a fresh context. */
async function measure(browser: Browser, url: (page: Moment['page']) => string, moment: Moment) {
  const context = await browser.newContext(phone);
  // The chat's first-visit greeting would cover the search; it is not what is measured.
  await context.addInitScript((key) => sessionStorage.setItem(key, 'true'), storageKeys.chatOpened);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const images = new Set<string>();
    const received: { id: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Image') images.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      received.push({ id: requestId, bytes: encodedDataLength });
    });
    await cdp.send('Network.enable');
    await page.goto(url(moment.page), { waitUntil: 'networkidle' });
    await settle(page);
    const from = moment.countOnlyAct ? received.length : 0;
    if (moment.act) {
      await moment.act(page);
      await settle(page);
    }
    const counted = received.slice(from).filter(({ id }) => images.has(id));
    return { images: counted.length, bytes: counted.reduce((sum, { bytes }) => sum + bytes, 0) };
  } finally {
    await context.close();
  }
}

/** Every moment, once to let the CDN make each width (as a real CDN has), then measured. */
export async function imageBytes(shopUrl: string, productPath: string): Promise<ImageMoment[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const url = (page: Moment['page']) => new URL(page === 'product' ? productPath : page, shopUrl).href;
  try {
    const figures: ImageMoment[] = [];
    for (const moment of moments) {
      await measure(browser, url, moment);
      figures.push({
        moment: moment.moment,
        target: moment.target,
        ...(await measure(browser, url, moment)),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The table `bench:web` prints beside Lighthouse's. */
export function formatImageBytes(figures: ImageMoment[]): string {
  const rows = figures.map(({ moment, images, bytes, target }) => [
    moment,
    String(images),
    `${(bytes / KB).toFixed(0)} KB`,
    target === undefined
      ? ''
      : `${bytes <= target ? '✓' : '✗'} ≤ ${target >= MB ? `${target / MB} MB` : `${target / KB} KB`}`,
  ]);
  const header = ['phone 390 × 844 at DPR 3, empty cache', 'images', 'bytes', 'target'];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
