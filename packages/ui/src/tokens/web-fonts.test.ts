import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFiles } from './font-files';
import { webFonts } from './web-fonts';

describe('the web fonts', () => {
  it('are the files the fallbacks were measured from', () => {
    const loaded = webFonts.map(({ url }) => basename(url.split('?')[0] ?? url)).sort();
    expect(loaded).toEqual(
      Object.values(fontFiles)
        .map((file) => basename(file))
        .sort(),
    );
  });
});
