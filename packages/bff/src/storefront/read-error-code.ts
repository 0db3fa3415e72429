import { storefrontErrorSchema } from '@aurele/storefront-contract';
import { z } from 'zod';
import { readLimitedText } from './read-body.js';

/** An error body is a short JSON object; anything longer is not read further (and has no code for us). */
const MAX_ERROR_BODY_BYTES = 16 * 1024;

/** Only the machine code is read: the storefront's words never reach the browser. */
const errorCodeSchema = z.object({ code: storefrontErrorSchema.shape.code.unwrap().max(64) });

/** The `code` of an error answer's JSON body, or undefined when it has none (or no readable body at all). */
export async function readErrorCode(response: Response): Promise<string | undefined> {
  try {
    const parsed = errorCodeSchema.safeParse(
      JSON.parse(await readLimitedText(response, MAX_ERROR_BODY_BYTES)),
    );
    return parsed.success ? parsed.data.code : undefined;
  } catch {
    return undefined;
  }
}
