import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while the calling page is shown, and gives the previous one back after. In an
 * effect, so pages still render where there is no document (the build's prerender).
 */
export function useMetaDescription(description: string | undefined) {
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
