// `node packages/bff/dist/write-edge-build.js`: what the worker needs of the web build, computed once at build,
// since the edge reads no disk: every page's CSP style hashes and the server renderer's page template.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadWebServerEntry } from './load-web-server-entry.js';
import { buildStyleManifest } from './static/build-style-manifest.js';
import type { StyleHashManifest } from './static/inline-style-hashes.js';

export interface EdgeWebBuild {
  styleHashes: StyleHashManifest;
  pageTemplate: string;
}

const web = fileURLToPath(new URL('../../web/', import.meta.url));
const out = fileURLToPath(new URL('../dist-edge/', import.meta.url));

const server = await loadWebServerEntry(join(web, 'dist-server'));
if (!server) throw new Error(`no server entry in ${web}dist-server: build the web app first`);
const build: EdgeWebBuild = {
  styleHashes: await buildStyleManifest(join(web, 'dist')),
  pageTemplate: server.template,
};
await mkdir(out, { recursive: true });
await writeFile(join(out, 'web-build.json'), JSON.stringify(build));
process.stdout.write(`bff: ${Object.keys(build.styleHashes).length} pages hashed for the edge → ${out}\n`);
