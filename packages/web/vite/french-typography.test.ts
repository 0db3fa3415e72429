import { describe, expect, it } from 'vitest';
import { frenchTypography } from './french-typography';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = frenchTypography().transform as unknown as Transform;
const shown = (code: string, id = '/repo/packages/web/src/features/cart/messages.ts') =>
  transform(code, id)?.code.replaceAll('\u202F', '⍽') ?? null;

describe('the French typography build step', () => {
  it('narrows the spaces of strings, template literals and JSX text', () => {
    expect(shown("export const total = 'Total : ';")).toBe("export const total = 'Total⍽: ';");
    // A template literal's source, in a string: its placeholder is meant.
    const placeholder = ['$', '{text}'].join('');
    expect(shown(`export const none = (text) => \`Aucun résultat pour « ${placeholder} »\`;`)).toBe(
      `export const none = (text) => \`Aucun résultat pour «⍽${placeholder}⍽»\`;`,
    );
    expect(
      shown('export const P = () => <p>Une question ? {name} : oui</p>;', '/repo/packages/ui/src/a/a.tsx'),
    ).toBe('export const P = () => <p>Une question⍽? {name}⍽: oui</p>;');
  });

  it('leaves code alone: a ternary, comments, and the files that are not the pages’ text', () => {
    expect(shown("const a = b ? 'oui' : 'non'; // Note : rien")).toBeNull();
    expect(shown("export const s = 'Total : ';", '/repo/packages/web/src/a/a.css.ts')).toBeNull();
    expect(shown("export const s = 'Total : ';", '/repo/packages/web/src/a/a.test.ts')).toBeNull();
    expect(shown("export const s = 'Total : ';", '/repo/packages/bff/src/a.ts')).toBeNull();
  });
});
