import { inject } from 'vitest';

/** A local port nothing listens on, found in Node by the global setup (workerd cannot open a port). */
export async function closedPort(): Promise<number> {
  const answer = await fetch(`${inject('emulatorLauncher')}/closed-port`, { method: 'POST' });
  return ((await answer.json()) as { port: number }).port;
}
