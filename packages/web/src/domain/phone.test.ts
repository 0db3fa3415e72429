import { describe, expect, it } from 'vitest';
import { looksLikePhone } from './phone';

describe('looksLikePhone', () => {
  it('takes digits with spaces, dots, dashes, brackets and a leading +', () => {
    for (const typed of ['+32 470 12 34 56', '01.23.45.67.89', '(0)470-123456', ' 0470123456 ']) {
      expect(looksLikePhone(typed)).toBe(true);
    }
  });

  it('refuses words, a + inside and fewer than six characters', () => {
    for (const typed of ['abc', 'demain', '0470+12', '12345']) expect(looksLikePhone(typed)).toBe(false);
  });
});
