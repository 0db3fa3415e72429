/** One line of a payment session, frozen when the session is opened. */
export interface CheckoutLine {
  readonly productId: string;
  readonly variantId: string;
  readonly productTitle: string;
  readonly variantTitle: string;
  readonly imageUrl: string | null;
  readonly quantity: number;
  /** The price paid per unit, in the store's currency: the sale price when there is one. */
  readonly unitAmount: number;
  /** The shopper's answers to the product's custom fields, « title : value ». */
  readonly notes: readonly string[];
}

type SessionStatus = 'open' | 'paid' | 'cancelled';

export interface CheckoutSession {
  readonly id: string;
  readonly lines: readonly CheckoutLine[];
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly locale: string | null;
  readonly timeZone: string | null;
  readonly expiresAt: number;
  status: SessionStatus;
}

export type NewSession = Omit<CheckoutSession, 'id' | 'expiresAt' | 'status'>;

export const SESSION_TTL_MS = 30 * 60_000;

/** The payment sessions of the hosted page, in memory; expired ones are forgotten as new ones open. */
export class CheckoutSessions {
  readonly #sessions = new Map<string, CheckoutSession>();
  readonly #clock: () => number;

  constructor(clock: () => number) {
    this.#clock = clock;
  }

  open(session: NewSession): CheckoutSession {
    this.#forgetExpired();
    // Unguessable, like a real provider's: the id is the only key to the page.
    const id = `cs_${crypto.randomUUID().replaceAll('-', '')}`;
    const created: CheckoutSession = {
      ...session,
      id,
      expiresAt: this.#clock() + SESSION_TTL_MS,
      status: 'open',
    };
    this.#sessions.set(id, created);
    return created;
  }

  find(id: string): CheckoutSession | undefined {
    return this.#sessions.get(id);
  }

  isExpired(session: CheckoutSession): boolean {
    return this.#clock() >= session.expiresAt;
  }

  clear(): void {
    this.#sessions.clear();
  }

  #forgetExpired(): void {
    for (const [id, session] of this.#sessions) {
      if (this.isExpired(session)) this.#sessions.delete(id);
    }
  }
}
