/**
 * A storefront table (a shop key → a collection id) with a real store's ids set at build time: `json` is an object
 * such as `{"femme":"pcol_…"}`; keys it omits keep their default, unknown keys and non-string ids are ignored.
 * `variable` names the setting in the error a malformed value gets.
 */
export function withOverride<Key extends string>(
  defaults: Readonly<Record<Key, string>>,
  json: string | undefined,
  variable: string,
): Record<Key, string> {
  if (!json) return { ...defaults };
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${variable} must be a JSON object`);
  }
  const known = Object.entries(parsed).filter(
    ([key, id]) => Object.hasOwn(defaults, key) && typeof id === 'string',
  );
  return { ...defaults, ...Object.fromEntries(known) };
}
