import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { wranglerDev, wranglerReadyLine } from './wrangler-dev.ts';

const emulatorServer = fileURLToPath(
  new URL('../packages/storefront-emulator/dist/server.js', import.meta.url),
);
const bffServer = fileURLToPath(new URL('../packages/bff/dist/server.js', import.meta.url));
const webRoot = fileURLToPath(new URL('../packages/web/dist', import.meta.url));

/** Which runtime serves the BFF: Node (`packages/bff/dist/server.js`) or workerd (`wrangler dev`, the edge). */
export type BffRuntime = 'node' | 'workerd';

export interface StackOptions {
  /** The shop's port; 0 picks a free one for the shop and, when embedded, the emulator. */
  port?: number;
  /** The environment the servers read (defaults to this process's). */
  env?: NodeJS.ProcessEnv;
  /** Keep the servers' request logs to themselves (tests and benchmarks). */
  quiet?: boolean;
  /** Default: Node. */
  runtime?: BffRuntime;
  /**
   * The embedded emulator serves this many generated products (`EMULATOR_CATALOGUE_SIZE`, 1 to 100 000) instead of
   * its seeded store; unset, `env`'s own `EMULATOR_CATALOGUE_SIZE` (if any) applies.
   */
  catalogueSize?: number;
}

export interface EmulatorAddresses {
  apiOrigin: string;
  publicOrigin: string;
  storeId: string;
}

export interface Stack {
  shopUrl: string;
  /** Present when the stack runs the embedded emulator (no STOREFRONT_API_URL). */
  emulator?: EmulatorAddresses;
  /** Settles with the server file's path if a server stops by itself, before `stop()`. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

/** Starts the emulator (unless a real storefront is configured) and the BFF serving the built web app. */
export async function startStack({
  port,
  env = process.env,
  quiet = false,
  runtime = 'node',
  catalogueSize,
}: StackOptions = {}): Promise<Stack> {
  const servers: ChildProcess[] = [];
  let stopping = false;
  let reportCrash: (file: string) => void = () => {};
  const crashed = new Promise<string>((resolve) => {
    reportCrash = resolve;
  });
  const track = (server: ChildProcess, file: string) => {
    servers.push(server);
    server.once('exit', () => {
      if (!stopping) reportCrash(file);
    });
  };
  const stop = async () => {
    stopping = true;
    await Promise.all(servers.map(stopServer));
  };

  try {
    const shopPort = port ?? Number(env.PORT ?? 8080);
    let emulator: EmulatorAddresses | undefined;
    const bffEnv: NodeJS.ProcessEnv = { ...env, PORT: String(shopPort), WEB_ROOT: env.WEB_ROOT ?? webRoot };

    if (!env.STOREFRONT_API_URL) {
      const emulatorEnv = {
        ...env,
        ...(shopPort === 0 ? { EMULATOR_API_PORT: '0', EMULATOR_PUBLIC_PORT: '0' } : {}),
        ...(env.STOREFRONT_STORE_ID ? { EMULATOR_STORE_ID: env.STOREFRONT_STORE_ID } : {}),
        ...(catalogueSize === undefined ? {} : { EMULATOR_CATALOGUE_SIZE: String(catalogueSize) }),
      };
      const started = await startServer([emulatorServer], emulatorEnv, quiet, serviceLine<EmulatorAddresses>);
      track(started.server, emulatorServer);
      emulator = started.ready;
      Object.assign(bffEnv, {
        STOREFRONT_API_URL: emulator.apiOrigin,
        STOREFRONT_STORE_ID: emulator.storeId,
        STOREFRONT_PUBLIC_ORIGINS: env.STOREFRONT_PUBLIC_ORIGINS ?? emulator.publicOrigin,
      });
    }

    const bff = runtime === 'node' ? await startNodeBff(bffEnv, quiet) : await startWorkerdBff(bffEnv, quiet);
    track(bff.server, runtime === 'node' ? bffServer : 'wrangler dev');
    return { shopUrl: bff.ready.origin, ...(emulator ? { emulator } : {}), crashed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const startNodeBff = (env: NodeJS.ProcessEnv, quiet: boolean) =>
  startServer([bffServer], env, quiet, serviceLine<{ origin: string }>);

async function startWorkerdBff(bffEnv: NodeJS.ProcessEnv, quiet: boolean) {
  const { args, env, removeState } = await wranglerDev(bffEnv);
  const started = await startServer(args, env, quiet, wranglerReadyLine).catch((error: unknown) => {
    removeState();
    throw error;
  });
  started.server.once('exit', removeState);
  return started;
}

/** Our servers print one JSON line once listening. */
function serviceLine<Ready>(line: string): Ready | undefined {
  return line.startsWith('{"service"') ? (JSON.parse(line) as Ready) : undefined;
}

/** Runs a Node script (`args`: its file and arguments) and waits for the line that says it is listening. */
function startServer<Ready>(
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet: boolean,
  readyFrom: (line: string) => Ready | undefined,
): Promise<{ server: ChildProcess; ready: Ready }> {
  const [file] = args;
  const server = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let ready = false;
    createInterface({ input: server.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const readyAnswer = ready ? undefined : readyFrom(line);
      if (readyAnswer !== undefined) {
        ready = true;
        resolve({ server, ready: readyAnswer });
      } else if (!quiet) {
        console.log(line);
      }
    });
    server.once('error', reject);
    server.once('exit', (code) => {
      if (!ready) reject(new Error(`${file} stopped before it was ready (exit code ${code})`));
    });
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
