import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from './newsletter-email';

describe('newsletterEmailError', () => {
  it('asks for an address when there is none', () => {
    expect(newsletterEmailError('   ')).toBe('Veuillez saisir votre adresse e-mail.');
  });

  it('refuses what cannot be an address', () => {
    expect(newsletterEmailError('claire.martin')).toBe(
      'Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.be.',
    );
    expect(newsletterEmailError('claire@maison')).toBe(
      'Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.be.',
    );
  });

  it('accepts an address, spaces around it included', () => {
    expect(newsletterEmailError(' claire.martin@exemple.be ')).toBeNull();
  });
});
