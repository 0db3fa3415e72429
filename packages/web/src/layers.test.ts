import { describe, expect, it } from 'vitest';
import { layerViolations, specifiersOf } from './layers';

/** Every source file of src/, keyed by its path under src/. */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, code]) => [path.slice('./'.length), code]),
);

describe('the layers of src/', () => {
  it('holds: no import goes up, between two features, or to testing/ outside tests and stories', () => {
    expect(Object.keys(sources)).toContain('features/cart/cart-page.tsx');
    expect(layerViolations(sources)).toEqual([]);
  });
});

describe('layerViolations', () => {
  it('names an upward import, with the file it resolves to', () => {
    const found = layerViolations({
      'features/cart/x.ts': "import { noticeEvent } from '../../app/notice';",
      'app/notice.ts': '',
    });
    expect(found).toEqual(['features/cart/x.ts → app/notice.ts']);
  });

  it('names an import between two features, even a type-only or dynamic one', () => {
    const found = layerViolations({
      'features/cart/x.tsx':
        "import type { A } from '../checkout/a';\nconst b = () => import('../checkout/b');",
      'features/checkout/a.ts': '',
      'features/checkout/b.tsx': '',
    });
    expect(found).toEqual([
      'features/cart/x.tsx → features/checkout/a.ts',
      'features/cart/x.tsx → features/checkout/b.tsx',
    ]);
  });

  it('keeps testing/ for tests and stories', () => {
    const found = layerViolations({
      'features/cart/cart-page.tsx': "import { fixture } from '../../testing/cart-fixtures';",
      'features/cart/cart-page.stories.tsx': "import { fixture } from '../../testing/cart-fixtures';",
      'domain/cart.test.ts': "import { fixture } from '../testing/cart-fixtures';",
      'testing/cart-fixtures.ts': "export { cartPage } from '../features/cart/cart-page';",
    });
    expect(found).toEqual(['features/cart/cart-page.tsx → testing/cart-fixtures.ts']);
  });

  it('lets a file import its own folder, lower tiers and packages', () => {
    const found = layerViolations({
      'app/routes.tsx':
        "import { A } from '../content-pages/a';\nimport { B } from '../features/cart/b';\nimport React from 'react';",
      'content-pages/a.tsx': "import { C } from '../state/c';\nexport * from './d';",
      'features/cart/b.tsx': "import { T } from '../../widgets/product-tile/t';",
      'widgets/product-tile/t.tsx': "import { C } from '../../state/c';",
      'state/c.ts': "import { D } from '../shared/d';\nimport { E } from '../domain/e';",
      'boot.ts': "import('./main');",
    });
    expect(found).toEqual([]);
  });

  it('keeps widgets between the app-wide state and the features that use them', () => {
    const found = layerViolations({
      'widgets/product-tile/tile.tsx': "import { page } from '../../features/catalogue/page';",
      'features/catalogue/page.tsx': "import { ProductTile } from '../../widgets/product-tile/tile';",
      'state/cart.ts': "import { ProductTile } from '../widgets/product-tile/tile';",
    });
    expect(found).toEqual([
      'widgets/product-tile/tile.tsx → features/catalogue/page.tsx',
      'state/cart.ts → widgets/product-tile/tile.tsx',
    ]);
  });

  it('names a file outside the layers', () => {
    expect(layerViolations({ 'helpers/x.ts': '' })).toEqual(['helpers/x.ts is in no layer']);
  });
});

describe('specifiersOf', () => {
  it('reads imports, re-exports and literal dynamic imports, not a computed one', () => {
    const code =
      "import a from './a';\nexport { b } from './b';\nexport * from './c';\nimport('./d');\nimport(pathOf(name));";
    expect(specifiersOf('x.ts', code)).toEqual(['./a', './b', './c', './d']);
  });
});
