import { describe, expect, it } from 'vitest';
import { jsonScriptText } from './json-script-text';

describe('jsonScriptText', () => {
  const hostile = { name: '</script><script>alert(1)</script>', note: 'a & b <!-- c --> \u2028' };

  it('cannot close its script element nor open a comment', () => {
    const text = jsonScriptText(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('gives the same data back', () => {
    expect(JSON.parse(jsonScriptText(hostile))).toEqual(hostile);
  });
});
