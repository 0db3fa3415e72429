import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The hidden field that names the form a page's query comes from. */
export const sentFormField = 'sent';

/**
 * A form that is a real GET to its own page (newsletter, contact) works before the app runs: the browser reloads
 * the page with what was typed in the query. Once hydrated, the page hands those values to `replay` (the form's
 * own submit: its checks, its notice) and takes them off the address, so a reload does not send them again.
 * Nothing leaves the browser: the query only reaches the shop's own static page.
 */
export function useReplayedSubmission(
  form: string,
  fields: readonly string[],
  replay: (values: Record<string, string>) => void,
) {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const replayRef = useRef(replay);
  replayRef.current = replay;
  // StrictMode runs an effect twice on mount: one address is one submit.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (query.get(sentFormField) !== form || handled.current === query.toString()) return;
    handled.current = query.toString();
    const rest = new URLSearchParams(query);
    for (const name of [sentFormField, ...fields]) rest.delete(name);
    navigate({ pathname, search: rest.size ? `?${rest}` : '' }, { replace: true });
    const values = Object.fromEntries(fields.map((name) => [name, query.get(name) ?? '']));
    // Once the page's own effects of this render ran too (they run after the form's): its machine's notices are
    // listened to by then.
    queueMicrotask(() => replayRef.current(values));
  }, [query, form, fields, pathname, navigate]);
}
