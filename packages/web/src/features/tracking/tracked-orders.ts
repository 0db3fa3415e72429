/** The six steps of a parcel's journey, in order (docs/product/data-and-states.md#states-and-transitions). */
const trackingSteps = [
  'Commande confirmée',
  'Colis préparé',
  'Colis expédié',
  'En transit',
  'En cours de livraison',
  'Livré',
] as const;

type TrackingStep = (typeof trackingSteps)[number];

/** One step of the history (docs/product/data-and-states.md#entities): a step not reached yet has no date or place. */
export interface TrackingEvent {
  status: TrackingStep;
  /** ISO 8601, null while the step is to come. */
  date: string | null;
  location: string | null;
  completed: boolean;
}

/** A tracked order (docs/product/data-and-states.md#entities): sample data only, there is no tracking service. */
export interface TrackedOrder {
  orderId: string;
  /** ISO 8601 day. */
  estimatedDelivery: string;
  status: TrackingStep;
  history: TrackingEvent[];
}

/** The steps done so far, with when and where; the remaining steps to come. */
function history(done: readonly (readonly [date: string, location: string])[]): TrackingEvent[] {
  return trackingSteps.map((status, index) => {
    const step = done[index];
    return step
      ? { status, date: step[0], location: step[1], completed: true }
      : { status, date: null, location: null, completed: false };
  });
}

/** The two sample orders of docs/product/decisions.md. */
const trackedOrders: readonly TrackedOrder[] = [
  {
    orderId: 'ZLR-73920',
    estimatedDelivery: '2026-11-26',
    status: 'En transit',
    history: history([
      ['2026-11-20T10:14:00+01:00', 'Bruxelles'],
      ['2026-11-20T16:42:00+01:00', 'Bruxelles'],
      ['2026-11-21T08:05:00+01:00', 'Liège'],
      ['2026-11-21T19:30:00+01:00', 'Lille'],
    ]),
  },
  {
    orderId: 'ZLR-73511',
    estimatedDelivery: '2026-11-14',
    status: 'Livré',
    history: history([
      ['2026-11-10T09:02:00+01:00', 'Bruxelles'],
      ['2026-11-10T15:20:00+01:00', 'Bruxelles'],
      ['2026-11-11T07:45:00+01:00', 'Anvers'],
      ['2026-11-12T11:10:00+01:00', 'Paris'],
      ['2026-11-13T08:30:00+01:00', 'Lyon'],
      ['2026-11-13T14:55:00+01:00', 'Lyon'],
    ]),
  },
];

/** The sample order with this number, whatever its case (docs/product/decisions.md: `zlr-73920` finds it). */
export function findTrackedOrder(orderNumber: string): TrackedOrder | null {
  const wanted = orderNumber.trim().toUpperCase();
  return trackedOrders.find((order) => order.orderId === wanted) ?? null;
}
