import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../app/app';
import { type PageHead, PageHeadContext } from '../app/page-head';

export interface RenderedPage {
  /** What goes inside `#root`. */
  html: string;
  head: PageHead;
}

/**
 * One page of the shop as the browser's first render will draw it, in document order: no Suspense boundary is
 * left for an inline script to fill in (the CSP would block it).
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const head: PageHead = {};
  const html = await render(url, head);
  if (html.includes('<script')) throw new Error(`${url}: part of the page still suspends after its download`);
  return { html, head };
}

async function render(url: string, head: PageHead): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <PageHeadContext value={head}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </PageHeadContext>
    </StrictMode>,
    // React sends a large boundary apart, to be moved in place by a script: here no boundary is too large.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
