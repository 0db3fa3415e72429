import { configDefaults, defineProject } from 'vitest/config';
import { nodeProject } from '../../scripts/vitest-node-project.ts';

const node = nodeProject('bff');

export default defineProject({
  ...node,
  test: {
    ...node.test,
    // The emulators the tests use are started by the global setup, in Node, for this project and `bff-workerd`.
    globalSetup: ['src/testing/emulator-launcher.ts'],
    // Inside workerd only (the runtime's Cache API): `bff-workerd` runs them.
    exclude: [...configDefaults.exclude, 'src/**/*.workerd.test.ts'],
  },
});
