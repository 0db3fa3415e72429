import { looksLikeEmail } from '../../domain/email-shape';

/** The subjects of a contact message (docs/product/data-and-states.md#entities). */
export const contactSubjects = ['commande', 'produit', 'retour', 'partenariat', 'autre'] as const;

export type ContactSubject = (typeof contactSubjects)[number];

/** A contact message as typed (docs/product/data-and-states.md#entities); the subject is empty until one is chosen. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
}

export type ContactField = keyof ContactMessage;

export const contactFields: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const emptyContactMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * What is wrong with a message: the empty fields (docs/product/rules.md#validation: all four required), then a
 * malformed e-mail.
 */
export function contactProblems(message: ContactMessage): { missing: ContactField[]; invalidEmail: boolean } {
  const missing = contactFields.filter((field) => message[field].trim() === '');
  const invalidEmail = !missing.includes('email') && !looksLikeEmail(message.email);
  return { missing, invalidEmail };
}
