import { type AppDeps, createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { recordingFetch } from './recording-fetch.js';
import { runtimeDeps } from './runtime-deps.js';

export const TEST_PUBLIC_ORIGIN = 'https://boutique.test';

export interface TestAppOptions {
  /** Environment variables on top of the ones pointing at the storefront. */
  env?: Record<string, string>;
  deps?: AppDeps;
}

/** A BFF wired to a storefront through `loadConfig`, as the server does, with its upstream calls recorded. */
export function testApp(
  storefront: { apiOrigin: string; storeId: string; publicOrigin?: string },
  options: TestAppOptions = {},
) {
  const config = loadConfig({
    STOREFRONT_API_URL: storefront.apiOrigin,
    STOREFRONT_STORE_ID: storefront.storeId,
    STOREFRONT_PUBLIC_ORIGINS: storefront.publicOrigin,
    PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
    CHECKOUT_RATE_LIMIT: '1000',
    ...options.env,
  });
  const upstream = recordingFetch(options.deps?.fetch);
  const logs: string[] = [];
  const app = createApp(
    { ...config, publicOrigin: config.publicOrigin ?? TEST_PUBLIC_ORIGIN },
    { log: (line) => logs.push(line), ...runtimeDeps(), ...options.deps, fetch: upstream.fetch },
  );
  return { app, config, upstream, logs };
}

/** A JSON POST as the web app sends it. */
export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
