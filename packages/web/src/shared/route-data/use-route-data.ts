import { useCallback, useEffect, useRef } from 'react';
import { useLoaderData, useRevalidator, useRouteError } from 'react-router-dom';

/** A data page's state: its loader's data, or why the loader failed, or neither yet. */
export interface RouteData<Data> {
  /** Null while the page has not got it: drawn without it, then asking for it. */
  data: Data | null;
  /** Set when the page renders as its route's error element: the loader failed. */
  error: unknown;
  /** « Réessayer »: the loader again. */
  retry: () => void;
}

/**
 * The calling route's loader data. A page drawn without it (the prerendered page the BFF falls back to, the dev
 * server's) asks its loader once the app runs, once; a failure waits for « Réessayer ».
 */
export function useRouteData<Data>(): RouteData<Data> {
  const data = (useLoaderData() as Data | null | undefined) ?? null;
  // « No error » may come as null from the router.
  const error = useRouteError() ?? undefined;
  const { revalidate } = useRevalidator();
  const retry = useCallback(() => void revalidate(), [revalidate]);
  const asked = useRef(false);
  const missing = data === null && error === undefined;
  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    retry();
  }, [missing, retry]);
  return { data, error, retry };
}
