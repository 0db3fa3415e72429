import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const wrangler = fileURLToPath(
  new URL('../packages/bff/node_modules/wrangler/bin/wrangler.js', import.meta.url),
);
const config = fileURLToPath(new URL('../packages/bff/wrangler.jsonc', import.meta.url));

/** The variables of the BFF's configuration (packages/bff/src/config.ts) the worker reads from its bindings. */
const WORKER_VARIABLES = [
  'PUBLIC_ORIGIN',
  'STOREFRONT_API_URL',
  'STOREFRONT_STORE_ID',
  'STOREFRONT_TIMEOUT_MS',
  'STOREFRONT_PUBLIC_ORIGINS',
  'CHECKOUT_RATE_LIMIT',
];

/**
 * The arguments and environment that run the BFF's worker in a local workerd (`wrangler dev`) on `PORT` (0: a
 * free one) and `HOST`, its configuration passed as variables, as secrets would be once deployed. Its local state
 * (the Cache API) lives in a fresh folder, `removeState()` once it has stopped: a run must not answer from the
 * last run's cache, which names the last emulator's addresses.
 */
export async function wranglerDev(
  env: NodeJS.ProcessEnv,
): Promise<{ args: string[]; env: NodeJS.ProcessEnv; removeState: () => void }> {
  const state = mkdtempSync(join(tmpdir(), 'aurele-workerd-'));
  const port = Number(env.PORT ?? 8080) || (await freePort());
  const host = env.HOST ?? '127.0.0.1';
  const variables: NodeJS.ProcessEnv = {
    ...env,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
  };
  const args = [
    wrangler,
    'dev',
    '--config',
    config,
    '--port',
    String(port),
    '--ip',
    host,
    '--persist-to',
    state,
  ];
  args.push('--inspector-port', String(await freePort()), '--show-interactive-dev-session=false');
  for (const name of WORKER_VARIABLES) {
    const value = variables[name];
    if (value) args.push('--var', `${name}:${value}`);
  }
  // Offline and private: no usage metrics sent, no update check, no download of Cloudflare's sample `Request.cf`
  // (the BFF reads none of it; a placeholder stands in).
  return {
    args,
    env: {
      ...env,
      WRANGLER_SEND_METRICS: 'false',
      NO_UPDATE_NOTIFIER: '1',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
    removeState: () => rmSync(state, { recursive: true, force: true }),
  };
}

/** `Ready on http://127.0.0.1:8787`: the address is printed as bound; the shop's is `localhost`, as on Node. */
export function wranglerReadyLine(line: string): { origin: string } | undefined {
  const match = /Ready on (http:\/\/\S+?)\/?$/.exec(stripVTControlCharacters(line));
  if (!match?.[1]) return undefined;
  const url = new URL(match[1]);
  if (['127.0.0.1', '0.0.0.0'].includes(url.hostname)) url.hostname = 'localhost';
  return { origin: url.origin };
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}
