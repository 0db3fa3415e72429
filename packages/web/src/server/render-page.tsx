import type { PageAnswers } from '@aurele/shop-contract';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { routes } from '../app/routes';
import { type PageHead, PageHeadContext } from '../shared/page-head';
import { type LoadFailure, type RouterData, revivedFailures } from '../shared/route-data/hydration-data';
import { pageAnswersContext } from '../shared/route-data/page-answers-context';
import { SiteOriginContext } from '../shared/site-origin';

export interface RenderedPage {
  /** What goes inside `#root`. */
  html: string;
  head: PageHead;
  /** What the page's loaders answered, for the browser's router to start from. */
  data: RouterData;
  /** 404 when a loader found nothing: the page shows its route's failure. */
  status: 200 | 404;
}

/** What a page is rendered with: the shop's answers for its loaders (none at build time) and the shop's origin. */
export interface RenderContext {
  /** Null at build time, which has no shop to ask: the data pages are drawn without their data. */
  answers: PageAnswers | null;
  /** Empty at build time, which knows no address. */
  origin: string;
}

const handler = createStaticHandler(routes);

/** A script React would run to move content in place; data blocks (JSON, JSON-LD) are never run. */
const executableScript = /<script(?![^>]*\btype="application\/(?:ld\+)?json")/;

/**
 * One page of the shop as the browser's first render will draw it, in document order: no Suspense boundary is
 * left for an inline script to fill in (the CSP would block it). A loader that found nothing (an unknown product)
 * has its route draw that failure, as the browser's router does with the API's 404; any other failure throws: what
 * a page could not load is never drawn, and the BFF serves the prerendered page, which loads in the browser.
 */
export async function renderPage(url: string, context: RenderContext): Promise<RenderedPage> {
  const loaded = await load(url, context);
  const errors = notFound(url, loaded.errors);
  const head: PageHead = {};
  const html = await render(
    { ...loaded, errors: errors ? revivedFailures(errors) : null },
    head,
    context.origin,
  );
  if (executableScript.test(html))
    throw new Error(`${url}: part of the page still suspends after its download`);
  return { html, head, data: { loaderData: loaded.loaderData, errors }, status: errors ? 404 : 200 };
}

/** The address's route matches and what their loaders answer, as the browser's router would load them. */
async function load(url: string, { answers, origin }: RenderContext): Promise<StaticHandlerContext> {
  const requestContext = new RouterContextProvider();
  if (answers) requestContext.set(pageAnswersContext, answers);
  const request = new Request(new URL(url, origin || 'http://prerender.invalid'));
  const loaded = await handler.query(
    request,
    answers ? { requestContext } : { requestContext, filterMatchesToLoad: () => false },
  );
  if (loaded instanceof Response) throw new Error(`${url}: a loader answered ${loaded.status}`);
  return loaded;
}

/**
 * The loaders' failures when each is a 404 — the answer the browser's loader gets from the API, whose reason phrase
 * its page shows — or nothing when none failed. Any other failure is thrown.
 */
function notFound(
  url: string,
  errors: StaticHandlerContext['errors'],
): Record<string, LoadFailure> | undefined {
  const failed = Object.entries(errors ?? {});
  if (failed.length === 0) return undefined;
  const [, other] = failed.find(([, error]) => (error as { status?: unknown } | null)?.status !== 404) ?? [];
  if (other !== undefined) throw other instanceof Error ? other : new Error(`${url}: ${String(other)}`);
  return Object.fromEntries(failed.map(([route]) => [route, { status: 404, statusText: 'Not Found' }]));
}

async function render(loaded: StaticHandlerContext, head: PageHead, origin: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <SiteOriginContext value={origin}>
        <PageHeadContext value={head}>
          {/* The router's data goes in the page's JSON block, not an inline script (`hydrate={false}`). */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, loaded)}
            context={loaded}
            hydrate={false}
          />
        </PageHeadContext>
      </SiteOriginContext>
    </StrictMode>,
    // React sends a large boundary apart, to be moved in place by a script: here no boundary is too large.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
