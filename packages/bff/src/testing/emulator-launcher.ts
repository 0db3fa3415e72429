// Vitest global setup (runs in Node for both BFF projects): tests inside workerd cannot open a Node server, so
// the emulators they need are started here, on demand, through a small loopback HTTP service.
import { createServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { type RunningEmulator, startEmulator } from '@aurele/storefront-emulator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The launcher's origin: `POST /start {storeId?}` → the emulator's origins, `POST /stop {apiOrigin}`,
     * `POST /closed-port` → `{port}`, a local port nothing listens on.
     */
    emulatorLauncher: string;
  }
}

export default async function setup(project: TestProject) {
  const running = new Map<string, RunningEmulator>();
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
      storeId?: string;
      apiOrigin?: string;
    };
    if (request.url === '/start') {
      const emulator = await startEmulator({
        control: true,
        apiPort: 0,
        publicPort: 0,
        storeId: body.storeId,
      });
      running.set(emulator.apiOrigin, emulator);
      const { apiOrigin, publicOrigin, storeId } = emulator;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ apiOrigin, publicOrigin, storeId }));
      return;
    }
    if (request.url === '/closed-port') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ port: await closedPort() }));
      return;
    }
    await running.get(body.apiOrigin ?? '')?.close();
    running.delete(body.apiOrigin ?? '');
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('emulatorLauncher', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    server.close();
    await Promise.all([...running.values()].map((emulator) => emulator.close()));
  };
}

/** Taken, then released. */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
