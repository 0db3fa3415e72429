// `pnpm --filter @aurele/ui fonts:fallbacks`: reads the web fonts' real metrics from their files and writes the
// matched fallback faces to src/tokens/font-fallbacks.ts (committed; font-fallbacks.test.ts checks it is current).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fontFallbackOverrides, formatFontFallbacks } from '../src/tokens/font-fallback-metrics';

const target = fileURLToPath(new URL('../src/tokens/font-fallbacks.ts', import.meta.url));
await writeFile(target, formatFontFallbacks(await fontFallbackOverrides()));
console.log(`wrote ${target}`);
