import type { z } from 'zod';
import { errorMessages, HttpError } from './errors.js';

/**
 * Reads a query string the way the storefront would: a key outside `allowedKeys` is refused (400), so is a
 * scalar key given twice; keys ending in `[]` collect every value. The result is then checked by `schema`.
 */
export function readQuery<T>(url: string, allowedKeys: readonly string[], schema: z.ZodType<T>): T {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(url).searchParams) {
    if (!allowedKeys.includes(key)) throw new HttpError(400, errorMessages.unknownParameter);
    const current = raw[key];
    if (key.endsWith('[]')) raw[key] = [...((current as string[] | undefined) ?? []), value];
    else if (current !== undefined) throw new HttpError(400, errorMessages.repeatedParameter);
    else raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, errorMessages.invalidParameter);
  return parsed.data;
}

/** The checked query back into a query string: only what `readQuery` let through goes upstream. */
export function toSearchParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}
