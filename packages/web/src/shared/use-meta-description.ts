import { useContext, useEffect } from 'react';
import { PageHeadContext } from './page-head';

/**
 * Sets `<meta name="description">` while the calling page is shown, and gives the previous one back after. The build's
 * prerender collects it while rendering instead.
 */
export function useMetaDescription(description: string | undefined) {
  const head = useContext(PageHeadContext);
  if (head && description !== undefined) head.description = description;
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [description]);
}
