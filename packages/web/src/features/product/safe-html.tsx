import { useEffect, useState } from 'react';
import { htmlToText } from '../../domain/meta-description';
import { useNearViewport } from '../../shared/use-near-viewport';

interface SafeHtmlProps {
  /** HTML as the store wrote it. */
  html: string;
  className?: string;
}

/**
 * Store HTML, sanitised in the browser; its plain text until then. Sanitising needs the browser's DOM, so the
 * server and the hydration show the text; the sanitiser (DOMPurify) downloads once the text comes near the
 * screen, as no first paint needs it (a description below the fold, a closed section). Should it fail to
 * download, the plain text stays: nothing unsanitised is ever shown.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  const [near, watchedForNear] = useNearViewport<HTMLDivElement>('600px');
  useEffect(() => {
    if (!near) return;
    let current = true;
    import('./sanitize-html').then(
      ({ sanitizeHtml }) => {
        const sanitized = sanitizeHtml(html);
        if (current && sanitized !== null) setClean({ from: html, html: sanitized });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [html, near]);
  if (clean?.from !== html) {
    return (
      <div ref={watchedForNear} className={className}>
        <p>{htmlToText(html)}</p>
      </div>
    );
  }
  // Sanitised just above by the one sanitiser (docs/product/decisions.md#improvements, item 10).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
