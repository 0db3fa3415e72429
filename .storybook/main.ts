import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { type InlineConfig, mergeConfig } from 'vite';

const houseViteConfig: InlineConfig = {
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: {
    // Pre-bundled up front: discovered late, they make the first cold run fail with "optimized dependencies
    // changed". vanilla-extract's runtime is imported only by compiled `.css.ts` files, which the scanner never sees.
    include: [
      'msw-storybook-addon/csf3',
      // The web app's stories: found late through lazy routes and actor contexts.
      '@aurele/web > react-router-dom',
      '@aurele/web > xstate',
      '@aurele/web > @xstate/react',
      '@aurele/web > dompurify',
      // The hydration's story draws the server's HTML itself.
      'react-dom/server',
      '@aurele/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@aurele/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  build: {
    rolldownOptions: {
      // Ariakit ships "use client" in every module; rolldown reports each one, hundreds of lines that say nothing.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
};

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    // The web app's feature stories join here as they are written; an empty folder is fine.
    '../packages/web/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // Serves the MSW worker (`pnpm exec msw init .storybook/public`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, houseViteConfig),
};

export default config;
