import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, weakEtagOf } from './etag.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('weakEtagOf', () => {
  it('is a weak validator that changes with the body', async () => {
    const etag = await weakEtagOf(bytes('{"a":1}'));
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(await weakEtagOf(bytes('{"a":1}'))).toBe(etag);
    expect(await weakEtagOf(bytes('{"a":2}'))).not.toBe(etag);
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, within a list, and honours *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
