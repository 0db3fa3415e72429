import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// One run for every package: each package with tests has its own vitest.config.ts.
// The `storybook` project runs every story as a test in headless Chromium (play functions and a11y checks).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      // The repository's own checks (the docs' citations).
      'scripts/vitest.config.ts',
      // The BFF's suites once more, inside workerd (the edge runtime of its worker entry).
      'packages/bff/vitest.workerd.config.ts',
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
