import { accountMessages } from './messages';

export interface ContactDraft {
  email: string;
  phone: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +; at least 6 digits. */
const phoneShape = /^\+?[\d\s.()-]{6,}$/;

/** The e-mail is required and well formed; the phone is optional but, when given, a phone number. */
export function checkContact({ email, phone }: ContactDraft): ContactErrors {
  const text = accountMessages.contact;
  const errors: ContactErrors = {};
  if (email.trim() === '') errors.email = text.required;
  else if (!emailShape.test(email.trim())) errors.email = text.invalidEmail;
  if (phone.trim() !== '' && !phoneShape.test(phone.trim())) errors.phone = text.invalidPhone;
  return errors;
}
