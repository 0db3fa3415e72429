import { looksLikeEmail } from '../../domain/email-shape';
import { newsletter } from './messages';

/** Why the newsletter's address is refused (docs/product/rules.md#validation: required), or null when it will do. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return newsletter.required;
  return looksLikeEmail(email) ? null : newsletter.invalid;
}
