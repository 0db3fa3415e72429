import { nodeProject } from '../../scripts/vitest-node-project.ts';

export default nodeProject('shop-contract');
