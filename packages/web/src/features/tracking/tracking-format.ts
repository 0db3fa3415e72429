/** Dates of the tracking page, the French way and in the house's time zone (the samples are Belgian). */
const timeZone = 'Europe/Brussels';

const longDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone,
});

const dayAndTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone,
});

/** « jeudi 26 novembre 2026 » for an ISO day (`2026-11-26`). */
export function formatDeliveryDay(isoDay: string): string {
  // Noon keeps the day the same in every time zone.
  return longDay.format(new Date(`${isoDay}T12:00:00Z`));
}

/** « 21 novembre à 19:30 » for an ISO date-time. */
export function formatStepDate(isoDate: string): string {
  return dayAndTime.format(new Date(isoDate));
}
