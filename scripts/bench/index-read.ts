import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { EmulatorAddresses } from '../start-stack.ts';

const child = fileURLToPath(new URL('index-read-process.ts', import.meta.url));

/** A process's memory after a full collection. */
interface ProcessMemory {
  /** What the heap holds. */
  heapBytes: number;
  /** What the heap has grown to: V8 keeps it for a while after a collection, and RSS counts it. */
  heapTotalBytes: number;
  rssBytes: number;
}

/** The time the BFF's catalogue source takes to read and index the store, and its process's memory. */
export interface IndexRead {
  seconds: number;
  products: number;
  /** Once the BFF's modules are loaded, before the read. */
  before: ProcessMemory;
  /** The index kept, everything else collected. */
  after: ProcessMemory;
}

/**
 * Reads the emulator's catalogue with the BFF's own `CatalogueSource` (paged reads, the contract's checks, the
 * newest-count detail calls, the index) in a fresh process, so that neither the benchmark's nor the server's
 * other work is in its time or its heap.
 */
export function readIndex(emulator: EmulatorAddresses): Promise<IndexRead> {
  const reader = fork(child, {
    // The benchmark's own loader (tsx) runs the TypeScript child too.
    execArgv: [...process.execArgv, '--expose-gc'],
    env: { ...process.env, STOREFRONT_API_URL: emulator.apiOrigin, STOREFRONT_STORE_ID: emulator.storeId },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    reader.once('message', (message) => resolve(message as IndexRead));
    reader.once('error', reject);
    reader.once('exit', (code) => reject(new Error(`index-read-process.ts stopped (exit code ${code})`)));
  });
}
