import { describe, expect, it } from 'vitest';
import { refusedPage, refusedPageState } from './refused-page';

describe('refusedPage', () => {
  it('reads the page the guard refused', () => {
    expect(refusedPage(refusedPageState('/orders?page=2'))).toBe('/orders?page=2');
  });

  it('ignores anything that is not a path of this site', () => {
    expect(refusedPage(null)).toBeNull();
    expect(refusedPage({ from: 'https://ailleurs.example' })).toBeNull();
    expect(refusedPage({ from: '//ailleurs.example' })).toBeNull();
    expect(refusedPage({ from: 42 })).toBeNull();
  });
});
