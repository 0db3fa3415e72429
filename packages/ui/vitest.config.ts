import { nodeProject } from '../../scripts/vitest-node-project.ts';

// Plain unit tests (formatting, token contrast); the components are tested through their stories.
export default nodeProject('ui');
