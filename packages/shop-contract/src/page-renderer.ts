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
 * The web app's server renderer (its server entry's `createPageRenderer(template)`): the whole HTML document of a
 * page. The BFF is given it (`createApp(config, { renderPage })`) and imports no React; it throws what a loader
 * could not load (an `HttpError` 404 for an unknown product), and the BFF then answers that or serves the
 * prerendered page.
 */
export type PageRenderer = (source: PageSource) => Promise<string>;
