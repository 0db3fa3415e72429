import { get } from 'node:http';

/** The body of `url`'s answer as it crosses the wire to a browser, which accepts gzip: its compressed bytes. */
export function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
      if (answer.statusCode !== 200 || answer.headers['content-encoding'] !== 'gzip') {
        answer.resume();
        reject(
          new Error(`${url}: ${answer.statusCode}, ${answer.headers['content-encoding'] ?? 'not gzipped'}`),
        );
        return;
      }
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      answer.on('end', () => resolve(bytes));
      answer.on('error', reject);
    }).on('error', reject);
  });
}
