import { looksLikeEmail } from '../../domain/email-shape';
import { looksLikePhone } from '../../domain/phone';
import { accountMessages } from './messages';

export interface ContactDraft {
  email: string;
  phone: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

/** The e-mail is required and well formed; the phone is optional but, when given, a phone number. */
export function checkContact({ email, phone }: ContactDraft): ContactErrors {
  const text = accountMessages.contact;
  const errors: ContactErrors = {};
  if (email.trim() === '') errors.email = text.required;
  else if (!looksLikeEmail(email)) errors.email = text.invalidEmail;
  if (phone.trim() !== '' && !looksLikePhone(phone)) errors.phone = text.invalidPhone;
  return errors;
}
