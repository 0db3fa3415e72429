/** The e-mail as accounts are keyed: « Camille@Example.be » and « camille@example.be » are one account. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}
