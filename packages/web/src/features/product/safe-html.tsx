import { useMemo } from 'react';
import { useHydrated } from '../../app/use-hydrated';
import { htmlToText } from '../../domain/meta-description';
import { sanitizeHtml } from './sanitize-html';

interface SafeHtmlProps {
  /** HTML as the store wrote it. */
  html: string;
  className?: string;
}

/** Store HTML, sanitised in the browser; its plain text where it cannot be sanitised (no DOM). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  // Sanitising needs the browser's DOM: the prerender and the hydration after it show the plain text.
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeHtml(html) : null), [hydrated, html]);
  if (clean === null) {
    return (
      <div className={className}>
        <p>{htmlToText(html)}</p>
      </div>
    );
  }
  // Sanitised just above by the one sanitiser (DECISIONS.md 10).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
