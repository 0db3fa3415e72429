import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { firstLoadChunks } from './vite/first-load-chunks.ts';
import { frenchTypography } from './vite/french-typography.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [frenchTypography(), react(), vanillaExtractPlugin()],
  // Workspace packages are read from their TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server entry (`vite build --ssr`) bundles the design system's source too.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] }, noExternal: [/^@aurele\//] },
  build: {
    target: 'es2022',
    // Every browser es2022 reaches preloads modules itself; the polyfill was most of the page's first file.
    modulePreload: { polyfill: false },
    // One stylesheet, linked by every prerendered page: the HTML is styled before any script runs, and later
    // pages need no stylesheet of their own.
    cssCodeSplit: false,
    // Small chunks shared by a few pages go inside those pages: on HTTP/1.1 each file costs a request and about
    // half a kilobyte of headers, more than such a chunk weighs once compressed. Rolldown measures the source with
    // its comments: 12 KiB is about 4 KB minified, 1.5 KB compressed (the picture addresses every list draws).
    // What every page runs is three chunks for the same reason (vite/first-load-chunks.ts), and they compress
    // better whole.
    rolldownOptions: isSsrBuild
      ? // The server entry the BFF loads, and the build step that prerenders the other pages with it.
        {
          input: { entry: 'src/server/entry.ts', 'write-pages': 'prerender/write-pages.ts' },
          output: { entryFileNames: '[name].js' },
        }
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
              groups: firstLoadChunks({
                boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)),
                main: fileURLToPath(new URL('src/main.tsx', import.meta.url)),
              }),
            },
          },
        },
    // The server entry needs none of the public files: the BFF serves them from `dist`.
    ...(isSsrBuild ? { outDir: 'dist-server', copyPublicDir: false } : {}),
  },
  // `pnpm --filter @aurele/web dev` next to `npm start`: the API calls go to the running shop's BFF.
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
