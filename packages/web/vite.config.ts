import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
// By path, not by package name: Vite loads its config with Node, which cannot import a package's TypeScript.
import { firstScreenFontFiles } from '../ui/src/tokens/font-files';
import { preloadFonts } from './vite-plugins/preload-fonts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), preloadFonts(firstScreenFontFiles)],
  // Workspace packages are read from their TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The prerender (`vite build --ssr`) bundles the design system's source too.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] }, noExternal: [/^@aurele\//] },
  build: {
    target: 'es2022',
    // One stylesheet, linked by every prerendered page: the HTML is styled before any script runs, and later
    // pages need no stylesheet of their own.
    cssCodeSplit: false,
    // Small chunks shared by a few pages go inside those pages: on HTTP/1.1 each file costs a request and about
    // 1 KB of headers, more than such a chunk weighs.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
    },
  },
  // `pnpm --filter @aurele/web dev` next to `npm start`: the API calls go to the running shop's BFF.
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
