import { describe, expect, it } from 'vitest';
import { type ContactMessage, contactProblems, emptyContactMessage } from './contact-message';

const complete: ContactMessage = {
  name: 'Camille Lambert',
  email: 'camille.lambert@example.be',
  subject: 'retour',
  message: 'Bonjour, puis-je échanger ma blouse contre une taille M ?',
};

describe('contact message', () => {
  it('accepts a complete message', () => {
    expect(contactProblems(complete)).toEqual({ missing: [], invalidEmail: false });
  });

  it('lists every empty or blank field, in the order of the form', () => {
    expect(contactProblems(emptyContactMessage).missing).toEqual(['name', 'email', 'subject', 'message']);
    expect(contactProblems({ ...complete, name: '  ', message: '' }).missing).toEqual(['name', 'message']);
  });

  it('refuses a malformed e-mail, but only once it is filled in', () => {
    expect(contactProblems({ ...complete, email: 'camille@' }).invalidEmail).toBe(true);
    expect(contactProblems({ ...complete, email: '' })).toEqual({ missing: ['email'], invalidEmail: false });
  });
});
