import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Claire Dubois')).toBe('CD');
    expect(initials('Jean-Baptiste Martin')).toBe('JB');
  });

  it('keeps accents and capitalises', () => {
    expect(initials('élodie')).toBe('É');
  });

  it('is empty for an empty name', () => {
    expect(initials('   ')).toBe('');
  });
});
