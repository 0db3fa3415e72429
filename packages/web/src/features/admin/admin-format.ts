const shortDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « 21 nov. 2026 » for an ISO day of the samples. */
export function formatShortDate(isoDay: string): string {
  return shortDate.format(new Date(`${isoDay}T12:00:00Z`));
}

const rate = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** « 5,5 % », with the French non-breaking space before the sign. */
export function formatRate(percent: number): string {
  return `${rate.format(percent)}\u00a0%`;
}
