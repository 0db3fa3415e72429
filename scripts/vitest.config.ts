import { defineProject } from 'vitest/config';

/** The repository's own checks: the docs' citations. */
export default defineProject({ test: { name: 'repository', environment: 'node', include: ['*.test.ts'] } });
