import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

/** The Vitest project of a Node package: tests beside the code, workspace packages read from their source. */
export function nodeProject(name: string) {
  return defineProject({
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: { name, environment: 'node', include: ['src/**/*.test.ts'] },
  });
}
