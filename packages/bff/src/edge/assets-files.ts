import type { StaticFiles } from '../static/static-files.js';

/** Workers Static Assets as the worker sees them: a binding answering a path of the uploaded web build. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/**
 * The built web app from the Workers Static Assets binding (no disk at the edge). The binding is asked with the
 * exact file path: `wrangler.jsonc` turns its own HTML handling off, so the app's page rules stay the only ones.
 */
export function assetsStaticFiles(assets: AssetsBinding): StaticFiles {
  return {
    async find(path) {
      const answer = await assets.fetch(new Request(`https://assets.local/${path}`));
      if (answer.status !== 200 || !answer.body) {
        await answer.body?.cancel();
        return undefined;
      }
      const length = answer.headers.get('Content-Length');
      const body = answer.body;
      return {
        size: length === null ? undefined : Number(length),
        // The platform's ETag is the content's hash.
        version: (answer.headers.get('ETag') ?? '').replace(/^W\//, '').replaceAll('"', ''),
        open: () => body,
      };
    },
  };
}
