import { storefrontIdSchema } from '../storefront/ids.js';
import { errorMessages, HttpError } from './errors.js';

/** A path id, already percent-decoded by the router: `a%2F..` arrives here as `a/..` and is refused. */
export function readId(value: string): string {
  if (!storefrontIdSchema.safeParse(value).success) throw new HttpError(400, errorMessages.invalidId);
  return value;
}
