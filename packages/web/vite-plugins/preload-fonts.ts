import { basename } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts `<link rel="preload" as="font">` for the given font files (package paths, as the stylesheet names them)
 * at the top of the built `index.html`, under their hashed names: the browser then fetches them with the HTML
 * instead of after parsing the inlined stylesheet and laying out text. A file missing from the build is an error,
 * not a preload that points nowhere. `crossorigin` is required: fonts are always fetched in CORS mode.
 */
export function preloadFonts(files: readonly string[]): Plugin {
  return {
    name: 'aurele:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((output) => output.type === 'asset');
        return files.map((file) => {
          const asset = assets.find(({ names }) => names.includes(basename(file)));
          if (!asset) throw new Error(`preloadFonts: ${file} is not in the build`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head-prepend',
          };
        });
      },
    },
  };
}
