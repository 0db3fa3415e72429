import type { PageAnswers } from './page-answers.js';

/**
 * A page the BFF renders per request: `url` is the path and query the page renders; `origin` the shop's public
 * origin, for its canonical and shared addresses; `answers` the BFF's own answers (the catalogue's index, the
 * product details), which the page's loaders ask as the browser asks the API.
 */
export interface PageSource {
  url: string;
  origin: string;
  answers: PageAnswers;
}

/**
 * A page as the renderer drew it: the whole HTML document, and its status — 404 for an address whose loader found
 * nothing (an unknown product), drawn as its route draws that failure, so the browser takes over the same page.
 */
export interface RenderedDocument {
  html: string;
  status: 200 | 404;
}

/**
 * The web app's server renderer (its server entry's `createPageRenderer(template)`). The BFF is given it
 * (`createApp(config, { renderPage })`) and imports no React; it throws what a loader could not load otherwise (a
 * fault of the storefront, an id no product can have), and the BFF then answers that or serves the prerendered page.
 */
export type PageRenderer = (source: PageSource) => Promise<RenderedDocument>;
