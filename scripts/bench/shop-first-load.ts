import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { lighthousePhone, median } from './lighthouse-phone.ts';

/** What one first visit of a page costs the browser. */
export interface FirstLoad {
  /** Every request's bytes as received (headers and compressed bodies), images and fonts included. */
  wireBytes: number;
  requests: number;
  /** The page's JavaScript heap once the load has settled, after a full collection. */
  jsHeapBytes: number;
}

/** The chat opens itself two seconds into a first visit and loads its part: it belongs to the first load. */
const SETTLE_MS = 3000;
/** Fresh visits per figure; the median is kept, a busy machine moves the heap by a few per cent. */
const VISITS = 3;

/** One first visit in a fresh context (an empty cache): every byte the page asks for until it settles. */
async function visit(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext(lighthousePhone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let wireBytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
      wireBytes += encodedDataLength;
      requests += 1;
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { wireBytes, requests, jsHeapBytes: usedSize };
  } finally {
    await context.close();
  }
}

/** /shop's first load in headless Chromium, each figure the median of a few fresh visits. */
export async function shopFirstLoad(shopUrl: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const url = new URL('/shop', shopUrl).href;
    // One visit first, not counted: the BFF renders the page once, then serves it from its cache, as it does to
    // every shopper but the first.
    await visit(browser, url);
    const visits: FirstLoad[] = [];
    for (let done = 0; done < VISITS; done += 1) visits.push(await visit(browser, url));
    return {
      wireBytes: median(visits.map(({ wireBytes }) => wireBytes)),
      requests: median(visits.map(({ requests }) => requests)),
      jsHeapBytes: median(visits.map(({ jsHeapBytes }) => jsHeapBytes)),
    };
  } finally {
    await browser.close();
  }
}
