import type { Context } from 'hono';
import type { z } from 'zod';
import { validationMessages } from './validation-messages.js';

export type Validated<T> = { readonly data: T } | { readonly messages: string[] };

/**
 * The query string checked like the real service does: a parameter it does not know is refused
 * (« property page should not exist »), then each known one is validated. Keys ending in `[]` are lists.
 */
export function readQuery<T>(c: Context, knownKeys: readonly string[], schema: z.ZodType<T>): Validated<T> {
  const params = new URL(c.req.url).searchParams;
  const keys = [...new Set(params.keys())];
  const unknown = keys
    .filter((key) => !knownKeys.includes(key))
    .map((key) => `property ${key} should not exist`);
  const raw = Object.fromEntries(
    keys
      .filter((key) => knownKeys.includes(key))
      .map((key) => {
        const values = params.getAll(key);
        return [key, key.endsWith('[]') || values.length > 1 ? values : values[0]];
      }),
  );
  const parsed = schema.safeParse(raw);
  const invalid = parsed.success ? [] : validationMessages(parsed.error.issues);
  if (unknown.length > 0 || !parsed.success) return { messages: [...unknown, ...invalid] };
  return { data: parsed.data };
}
