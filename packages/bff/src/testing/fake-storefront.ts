import { type TestAppOptions, testApp } from './test-app.js';

/** A storefront that is never reached over the network: its answers are built per call by the test. */
export const FAKE_STOREFRONT = { apiOrigin: 'http://storefront.private.test:8081', storeId: 'st0re-f4ke-77' };

/** A JSON answer as the storefront sends it, with its correlation header. */
export function storefrontAnswer(body: unknown, status = 200, correlationId = 'corr-1'): Response {
  return Response.json(body, { status, headers: { 'x-correlation-id': correlationId } });
}

/** The BFF in front of a fake storefront that answers each call with `answer(url)`. */
export function fakeStorefrontApp(answer: (url: URL) => Response, options: TestAppOptions = {}) {
  return testApp(FAKE_STOREFRONT, {
    ...options,
    deps: { ...options.deps, fetch: async (input) => answer(new URL(String(input))) },
  });
}

/** The log lines that are warnings, parsed. */
export const warningsIn = (logs: readonly string[]) =>
  logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level === 'warn');

/** The request log lines (every line that is not a warning), parsed. */
export const requestLinesIn = (logs: readonly string[]) =>
  logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level !== 'warn');
