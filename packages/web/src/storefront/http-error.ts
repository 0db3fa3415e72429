/**
 * Any non-success answer becomes this error, whose text docs/product/errors.md fixes: `HTTP {status}: {statusText}`.
 * `code` is the machine code the BFF passes on from the storefront (`insufficient_inventory`), when the answer has one.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly code?: string,
  ) {
    super(`HTTP ${status}: ${statusText}`);
    this.name = 'HttpError';
  }
}

/** The BFF's error body, `{ error: { status, message, code? } }`: its code, if it has one. */
export async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    // Not JSON: the status says enough.
    return undefined;
  }
}
