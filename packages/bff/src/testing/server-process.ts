import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const serverFile = fileURLToPath(new URL('../server.ts', import.meta.url));
const memoryProbe = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));
// Node 20 cannot run TypeScript itself: the source runs through tsx (a root dev dependency), as scripts do.
const tsx = createRequire(import.meta.url).resolve('tsx');

export interface ServerProcess {
  child: ChildProcess;
  /** Every stdout line so far, in order. */
  lines: string[];
  /** Resolves with the next stdout line. */
  nextLine(): Promise<string>;
  /** Resolves with the exit code (and everything written on stderr). */
  exited: Promise<{ code: number | null; stderr: string }>;
  /** The server's heap in use after a full garbage collection, in bytes (`withMemoryProbe` only). */
  heapUsed(): Promise<number>;
}

export interface RunServerOptions {
  /** Preloads `memory-probe.ts` and opens an IPC channel to it, for `heapUsed()`. */
  withMemoryProbe?: boolean;
}

/** Runs `src/server.ts` in its own process with exactly `env` (plus PATH). */
export function runServer(env: Record<string, string>, options: RunServerOptions = {}): ServerProcess {
  const probe = options.withMemoryProbe ? ['--expose-gc', '--import', memoryProbe] : [];
  const child = spawn(process.execPath, ['--import', tsx, ...probe, serverFile], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(options.withMemoryProbe ? (['ipc'] as const) : [])],
  });
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    lines.push(line);
    waiting.shift()?.(line);
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  let read = 0;
  return {
    child,
    lines,
    nextLine: () => {
      const index = read++;
      const line = lines[index];
      return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
    },
    exited: new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr }))),
    heapUsed: () =>
      new Promise((resolve) => {
        child.once('message', (answer) => resolve((answer as { heapUsed: number }).heapUsed));
        child.send('heap');
      }),
  };
}
