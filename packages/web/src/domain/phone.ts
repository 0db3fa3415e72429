/** Digits with the usual separators and an optional leading +; at least 6 digits. */
const phoneShape = /^\+?[\d\s.()-]{6,}$/;

/** Whether a typed phone number has a phone number's shape (its surrounding spaces ignored). */
export function looksLikePhone(phone: string): boolean {
  return phoneShape.test(phone.trim());
}
