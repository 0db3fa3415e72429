/** Longer addresses are not rendered (a search is a few words): each rendered address takes a cache entry. */
const MAX_URL_LENGTH = 512;

/**
 * The path and query a page is rendered and cached under: the request's own, when its query holds only parameters the
 * page reads, each once (but those a page takes several times, `repeatable`). Anything else (a tracking parameter, a
 * repeated one) could change what the browser draws from the address without changing the cached HTML, so such a
 * request gets the prerendered page instead: undefined.
 */
export function pageUrl(
  requestUrl: string,
  readParameters: readonly string[],
  repeatable: readonly string[] = [],
): string | undefined {
  const { pathname, searchParams, search } = new URL(requestUrl);
  const names = [...searchParams.keys()];
  const known = names.every((name) => readParameters.includes(name));
  const scalars = names.filter((name) => !repeatable.includes(name));
  const once = new Set(scalars).size === scalars.length;
  const url = `${pathname}${search}`;
  return known && once && url.length <= MAX_URL_LENGTH ? url : undefined;
}
