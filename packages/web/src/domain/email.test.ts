import { describe, expect, it } from 'vitest';
import { normalisedEmail } from './email';

describe('normalisedEmail', () => {
  it('drops the surrounding spaces and the capitals', () => {
    expect(normalisedEmail('  Camille.Lambert@Example.BE ')).toBe('camille.lambert@example.be');
  });

  it('leaves an already normal e-mail as it is', () => {
    expect(normalisedEmail('camille@example.be')).toBe('camille@example.be');
  });
});
