import { readdirSync, readFileSync } from 'node:fs';

/** What `/proc` says of a process: CPU time (user + system) and resident memory. */
export interface ProcessUsage {
  cpuSeconds: number;
  rssBytes: number;
}

const TICKS_PER_SECOND = 100;

/** The workerd process Miniflare started, a child of this one (Linux's /proc). */
export function workerdPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8').trim();
      const [, name, rest] = /^\d+ \((.*)\) (.*)$/.exec(stat) ?? [];
      const parent = Number(rest?.split(' ')[1]);
      if (name === 'workerd' && parent === process.pid) return Number(entry);
    } catch {
      // The process ended while the list was read.
    }
  }
  throw new Error('no workerd process under this one: Miniflare did not start it');
}

export function processUsage(pid: number): ProcessUsage {
  const fields = (/\) (.*)$/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8').trim())?.[1] ?? '').split(' ');
  // After the name: state is field 0, utime 11, stime 12 (man 5 proc, fields 14 and 15).
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuSeconds: ticks / TICKS_PER_SECOND, rssBytes: Number(rss) * 1024 };
}

/**
 * The worker isolate's JS heap in use, asked over workerd's inspector (the DevTools protocol): what counts against
 * the platform's 128 MB. Without a forced collection first: workerd's inspector closes on `collectGarbage`.
 */
export async function isolateHeapBytes(inspectorOrigin: string): Promise<number> {
  const targets = (await (await fetch(`${inspectorOrigin}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const target = targets[0];
  if (!target) throw new Error('workerd lists no inspector target');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const mine = ++id;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, number> };
        if (message.id !== mine) return;
        socket.removeEventListener('message', onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method }));
    });
  try {
    return (await call('Runtime.getHeapUsage')).usedSize ?? Number.NaN;
  } finally {
    socket.close();
  }
}
