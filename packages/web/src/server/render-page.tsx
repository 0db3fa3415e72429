import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../app/app';
import type { PageData } from '../shared/page-data';
import { type PageHead, PageHeadContext } from '../shared/page-head';
import { SiteOriginContext } from '../shared/site-origin';
import { PageDataContext } from '../shared/use-page-data';

export interface RenderedPage {
  /** What goes inside `#root`. */
  html: string;
  head: PageHead;
}

/** What a page is rendered with: the data the server fetched for it (none at build time) and the shop's origin. */
export interface RenderContext {
  data: PageData | null;
  /** Empty at build time, which knows no address. */
  origin: string;
}

/** A script React would run to move content in place; data blocks (JSON, JSON-LD) are never run. */
const executableScript = /<script(?![^>]*\btype="application\/(?:ld\+)?json")/;

/**
 * One page of the shop as the browser's first render will draw it, in document order: no Suspense boundary is
 * left for an inline script to fill in (the CSP would block it).
 */
export async function renderPage(url: string, context: RenderContext): Promise<RenderedPage> {
  const head: PageHead = {};
  const html = await render(url, head, context);
  if (executableScript.test(html))
    throw new Error(`${url}: part of the page still suspends after its download`);
  return { html, head };
}

async function render(url: string, head: PageHead, { data, origin }: RenderContext): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <PageDataContext value={data}>
        <SiteOriginContext value={origin}>
          <PageHeadContext value={head}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </PageHeadContext>
        </SiteOriginContext>
      </PageDataContext>
    </StrictMode>,
    // React sends a large boundary apart, to be moved in place by a script: here no boundary is too large.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
