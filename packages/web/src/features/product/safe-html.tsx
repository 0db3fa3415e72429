import { useMemo, useSyncExternalStore } from 'react';
import { htmlToText } from '../../domain/meta-description';
import { sanitizeHtml } from './sanitize-html';

const noSubscription = () => () => undefined;

/**
 * True in the browser, false in a render without a DOM (the build's prerender) and during the hydration that
 * follows it, so the first browser render matches the prerendered HTML.
 */
function useHasDom(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface SafeHtmlProps {
  /** HTML as the store wrote it. */
  html: string;
  className?: string;
}

/** Store HTML, sanitised in the browser; its plain text where it cannot be sanitised (no DOM). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const hasDom = useHasDom();
  const clean = useMemo(() => (hasDom ? sanitizeHtml(html) : null), [hasDom, html]);
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
