// The BFF on Node: `node packages/bff/dist/server.js`, configured by the environment only.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import { webServerDeps } from './load-web-server-entry.js';
import { createNodeServer, serveApp } from './node-server.js';
import { diskStaticFiles } from './static/disk-files.js';

/** The web app's build beside this package: `packages/web/dist`, from `packages/bff/dist/server.js`. */
const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The web app's server entry beside its build (`dist-server` next to `dist`). */
const serverRootOf = (webRoot: string) => join(webRoot, '..', 'dist-server');

/** The address to print: a loopback or wildcard bind is reached as `localhost`. */
function originOf(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function fail(message: string): never {
  process.stderr.write(`bff: ${message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const config = readConfig();
const webRoot = config.webRoot ?? defaultWebRoot;
if (!existsSync(join(webRoot, 'index.html'))) {
  process.stderr.write(`bff: no index.html in ${webRoot}; pages answer 503 until the web app is built\n`);
}
const webServer = await webServerDeps(serverRootOf(webRoot)).catch((error: unknown) =>
  fail(`cannot load the web app's server entry: ${error instanceof Error ? error.message : String(error)}`),
);
if (!webServer) {
  process.stderr.write(
    `bff: no server entry beside ${webRoot}; only pages with a file of their own are served, the others get index.html\n`,
  );
}

// The app is built once listening: with PORT=0, the real port is what the default PUBLIC_ORIGIN needs.
const server = createNodeServer();
server.once('error', (error) => fail(`cannot listen on ${config.host}:${config.port}: ${error.message}`));
server.listen(config.port, config.host, () => {
  const origin = originOf(config.host, (server.address() as AddressInfo).port);
  const app = createApp(
    { ...config, publicOrigin: config.publicOrigin ?? origin },
    {
      staticFiles: diskStaticFiles(webRoot),
      ...webServer,
      clientKey: (c) => getConnInfo(c).remote.address ?? 'unknown',
      log: (line) => process.stdout.write(`${line}\n`),
    },
  );
  serveApp(server, app.fetch);
  // The launcher waits for this line; it comes before any request log.
  process.stdout.write(`${JSON.stringify({ service: 'bff', origin })}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // An answer still streaming gets a few seconds, not forever.
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
