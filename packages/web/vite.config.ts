import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages are read from their TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { target: 'es2022' },
  // `pnpm --filter @aurele/web dev` next to `npm start`: the API calls go to the running shop's BFF.
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
