import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const emulatorServer = fileURLToPath(
  new URL('../packages/storefront-emulator/dist/server.js', import.meta.url),
);
const bffServer = fileURLToPath(new URL('../packages/bff/dist/server.js', import.meta.url));
const webRoot = fileURLToPath(new URL('../packages/web/dist', import.meta.url));

export interface StackOptions {
  /** The shop's port; 0 picks a free one for the shop and, when embedded, the emulator. */
  port?: number;
  /** The environment the servers read (defaults to this process's). */
  env?: NodeJS.ProcessEnv;
  /** Keep the servers' request logs to themselves (tests and benchmarks). */
  quiet?: boolean;
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
      };
      const started = await startServer<EmulatorAddresses>(emulatorServer, emulatorEnv, quiet);
      track(started.server, emulatorServer);
      emulator = started.ready;
      Object.assign(bffEnv, {
        STOREFRONT_API_URL: emulator.apiOrigin,
        STOREFRONT_STORE_ID: emulator.storeId,
        STOREFRONT_PUBLIC_ORIGINS: env.STOREFRONT_PUBLIC_ORIGINS ?? emulator.publicOrigin,
      });
    }

    const bff = await startServer<{ origin: string }>(bffServer, bffEnv, quiet);
    track(bff.server, bffServer);
    return { shopUrl: bff.ready.origin, ...(emulator ? { emulator } : {}), crashed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs a server file and waits for the JSON line it prints once listening. */
function startServer<Ready>(
  file: string,
  env: NodeJS.ProcessEnv,
  quiet: boolean,
): Promise<{ server: ChildProcess; ready: Ready }> {
  const server = spawn(process.execPath, [file], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let ready = false;
    createInterface({ input: server.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!ready && line.startsWith('{"service"')) {
        ready = true;
        resolve({ server, ready: JSON.parse(line) as Ready });
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
