import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { ConnectionDropper } from './api/fault-injection.js';
import { createEmulator } from './create-emulator.js';
import { createPhotoLab } from './photo-lab/photo-lab.js';
import { DEFAULT_PROFILE, type StoreProfileName } from './profiles/index.js';

export interface StartEmulatorOptions {
  /** Which built-in store to serve: `maison-aurele` (the default) or `comptoir-jaipur`. */
  readonly profile?: StoreProfileName;
  /** Serves that many products made after the profile's seeds (1 to 100 000); 0 or absent: the seeds themselves. */
  readonly catalogueSize?: number;
  /** Bind address; 127.0.0.1 by default. */
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly apiPort?: number;
  readonly publicPort?: number;
  readonly storeId?: string;
  /** Defaults to `http://localhost:{public port}`. */
  readonly publicOrigin?: string;
  readonly control?: boolean;
  readonly now?: Date;
  /** The folder the photographs are kept in between runs; the package's `node_modules/.cache/photos` by default. */
  readonly photoCache?: string;
}

export interface RunningEmulator {
  readonly apiOrigin: string;
  readonly publicOrigin: string;
  readonly storeId: string;
  readonly profile: StoreProfileName;
  /** Ends waiting requests, closes every connection and both servers. */
  close(): Promise<void>;
}

/**
 * The `drop` fault on Node: headers and half the body go out, then the socket is destroyed. The `down` fault (no
 * answer): the socket is destroyed before any byte, so the client sees a network error.
 */
const destroySocket: ConnectionDropper = (c, answer) => {
  const { outgoing } = c.env as HttpBindings;
  if (!answer) {
    outgoing.destroy();
    return RESPONSE_ALREADY_SENT;
  }
  const body = Buffer.from(answer.body);
  outgoing.writeHead(answer.status, {
    ...Object.fromEntries(answer.headers),
    'content-length': String(body.length),
  });
  outgoing.write(body.subarray(0, Math.floor(body.length / 2)), () => outgoing.destroy());
  return RESPONSE_ALREADY_SENT;
};

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function shut(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

const WILDCARDS = new Set(['0.0.0.0', '::', '127.0.0.1', 'localhost']);

/** The address a client on this machine uses for a server bound to `host`. */
function reachable(host: string, loopbackName: string): string {
  if (WILDCARDS.has(host)) return loopbackName;
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the private API origin and the public origin on Node, over one emulator. */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const apiServer = createServer();
  const publicServer = createServer();
  try {
    const apiPort = await listen(apiServer, options.apiPort ?? 0, host);
    const publicPort = await listen(publicServer, options.publicPort ?? 0, host);
    // Images and payment URLs carry the public origin, so the emulator is built once its port is known.
    const profile = options.profile ?? DEFAULT_PROFILE;
    const emulator = createEmulator({
      profile,
      catalogueSize: options.catalogueSize,
      storeId: options.storeId,
      publicOrigin: options.publicOrigin ?? `http://${reachable(host, 'localhost')}:${publicPort}`,
      control: options.control,
      now: options.now,
      dropConnection: destroySocket,
      // Developed only when asked for, so starting costs nothing more.
      photoLab: createPhotoLab({ folder: options.photoCache }),
    });
    apiServer.on('request', getRequestListener(emulator.api.fetch));
    publicServer.on('request', getRequestListener(emulator.public.fetch));
    let closing: Promise<void> | undefined;
    return {
      apiOrigin: `http://${reachable(host, '127.0.0.1')}:${apiPort}`,
      publicOrigin: emulator.state.publicOrigin,
      storeId: emulator.state.storeId,
      profile,
      close() {
        closing ??= (async () => {
          emulator.state.waits.releaseAll();
          await Promise.all([shut(apiServer), shut(publicServer)]);
        })();
        return closing;
      },
    };
  } catch (error) {
    await Promise.all([shut(apiServer), shut(publicServer)]);
    throw error;
  }
}
