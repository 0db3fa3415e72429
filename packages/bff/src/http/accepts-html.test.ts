import { describe, expect, it } from 'vitest';
import { acceptsHtml } from './accepts-html.js';

describe('acceptsHtml', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['*/*', true],
    ['text/*', true],
    ['TEXT/HTML', true],
    [undefined, true],
    ['', true],
    ['application/json', false],
    ['application/json, text/plain', false],
    ['image/*', false],
    ['text/html;q=0, */*', false],
    ['*/*;q=0', false],
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptsHtml(header)).toBe(expected);
  });
});
