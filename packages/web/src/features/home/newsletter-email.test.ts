import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from './newsletter-email';

describe('newsletterEmailError', () => {
  it('asks for an address when there is none', () => {
    expect(newsletterEmailError('   ')).toBe('Veuillez saisir votre adresse e-mail.');
  });

  it('refuses what cannot be an address', () => {
    expect(newsletterEmailError('claire.martin')).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(newsletterEmailError('claire@maison')).toBe('Veuillez saisir une adresse e-mail valide.');
  });

  it('accepts an address, spaces around it included', () => {
    expect(newsletterEmailError(' claire.martin@exemple.be ')).toBeNull();
  });
});
