import { useContext } from 'react';
import { type PageHead, PageHeadContext } from './page-head';

/**
 * The canonical address and the shared card of the calling page, written into the server-rendered `<head>` only:
 * crawlers and link previews read the HTML, and a page the browser renders after a navigation has no reader
 * for them.
 */
export function useShareHead(head: Pick<PageHead, 'canonicalPath' | 'card'>) {
  const collected = useContext(PageHeadContext);
  if (collected) Object.assign(collected, head);
}
