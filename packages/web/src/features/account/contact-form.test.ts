import { describe, expect, it } from 'vitest';
import { checkContact } from './contact-form';
import { accountMessages } from './messages';

const text = accountMessages.contact;

describe('checkContact', () => {
  it('accepts an e-mail without a phone', () => {
    expect(checkContact({ email: 'lea@example.fr', phone: '' })).toEqual({});
  });

  it('requires a well-formed e-mail', () => {
    expect(checkContact({ email: ' ', phone: '' })).toEqual({ email: text.required });
    expect(checkContact({ email: 'lea@', phone: '' })).toEqual({ email: text.invalidEmail });
  });

  it('checks a phone when one is given', () => {
    expect(checkContact({ email: 'lea@example.fr', phone: '+32 470 12 34 56' })).toEqual({});
    expect(checkContact({ email: 'lea@example.fr', phone: 'demain' })).toEqual({ phone: text.invalidPhone });
  });
});
