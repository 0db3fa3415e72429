import type { Context } from 'hono';
import type { z } from 'zod';
import type { Validated } from './query.js';
import { validationMessages } from './validation-messages.js';

/** A JSON request body validated by a schema; malformed JSON is a message too, never an exception. */
export async function readJsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<Validated<T>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch (error) {
      return { messages: [(error as Error).message] };
    }
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? { data: parsed.data } : { messages: validationMessages(parsed.error.issues) };
}
