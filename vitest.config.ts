import { defineConfig } from 'vitest/config';

// One run for every package: each package with tests has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
