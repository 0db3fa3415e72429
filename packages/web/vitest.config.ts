import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../../scripts/vitest-node-project.ts';

/**
 * vanilla-extract compiles the `.css.ts` files, so that the server render runs in Node as the server build does
 * (server/page-render.test.ts); a `?raw` read of one (layers.test.ts reads every file's text) stays its text.
 */
const styles = vanillaExtractPlugin().map((plugin): Plugin => {
  const { transform } = plugin;
  if (typeof transform !== 'function') return plugin;
  return {
    ...plugin,
    transform(code, id, options) {
      return id.endsWith('?raw') ? null : transform.call(this, code, id, options);
    },
  };
});

// The build's own plugins (vite/) are tested beside them too.
export default mergeConfig(nodeProject('web'), { plugins: styles, test: { include: ['vite/**/*.test.ts'] } });
