import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../../scripts/vitest-node-project.ts';

// The emulators the tests use are started by the global setup, in Node, for this project and `bff-workerd` alike.
export default mergeConfig(nodeProject('bff'), {
  test: { globalSetup: ['src/testing/emulator-launcher.ts'] },
});
