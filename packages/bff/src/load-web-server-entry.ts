// Node only: the server loads the web app's server entry from its build, so the BFF never imports React.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@aurele/shop-contract';
import type { AppDeps } from './app.js';
import type { CatalogueTables } from './catalogue/catalogue-tables.js';
import type { WebBuildFiles } from './static/web-build-files.js';

/** What `packages/web/dist-server/entry.js` exports for the BFF (see packages/web/src/server/entry.ts). */
interface WebServerEntry {
  PAGE_TEMPLATE_FILE: string;
  BUILD_FILES: WebBuildFiles;
  CATALOGUE_TABLES: CatalogueTables;
  createPageRenderer(template: string): PageRenderer;
}

/** The web app's server build in `serverRoot` (`dist-server`) and its page template, or undefined without one. */
export async function loadWebServerEntry(
  serverRoot: string,
): Promise<{ entry: WebServerEntry; template: string } | undefined> {
  const entryPath = join(serverRoot, 'entry.js');
  if (!existsSync(entryPath)) return undefined;
  const entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
  return { entry, template: await readFile(join(serverRoot, entry.PAGE_TEMPLATE_FILE), 'utf8') };
}

/**
 * What the app takes of the web app's server build in `serverRoot`: its renderer, the names of its files and the
 * collection tables it was built with; or undefined when there is none: the prerendered pages then answer, as
 * before the server build existed.
 */
export async function webServerDeps(
  serverRoot: string,
): Promise<Required<Pick<AppDeps, 'renderPage' | 'buildFiles' | 'catalogueTables'>> | undefined> {
  const loaded = await loadWebServerEntry(serverRoot);
  return (
    loaded && {
      renderPage: loaded.entry.createPageRenderer(loaded.template),
      buildFiles: loaded.entry.BUILD_FILES,
      catalogueTables: loaded.entry.CATALOGUE_TABLES,
    }
  );
}
