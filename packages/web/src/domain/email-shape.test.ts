import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './email-shape';

describe('looksLikeEmail', () => {
  it('takes a name, an @ and a domain with a dot, spaces around it ignored', () => {
    expect(looksLikeEmail(' camille.lambert@example.be ')).toBe(true);
  });

  it('refuses a slip: no @, nothing after it, a domain without a dot, a space inside', () => {
    for (const typed of ['pas-un-email', 'jeanne@', 'claire@maison', 'camille lambert@example.be', '']) {
      expect(looksLikeEmail(typed)).toBe(false);
    }
  });
});
