/** A postal address (docs/product/data-and-states.md#entities). */
export interface Address {
  street: string;
  city: string;
  zip: string;
  country: string;
}

/** What an administrator may see in the dashboard (docs/product/rules.md#roles-and-permissions); a client has none. */
export type AdminGrade = 'super-admin' | 'gestion-produits' | 'gestion-commandes';

export const adminGrades: readonly AdminGrade[] = ['super-admin', 'gestion-produits', 'gestion-commandes'];

/**
 * A user of this browser (docs/product/data-and-states.md#entities): accounts are simulated and live in browser storage
 * only.
 */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'admin';
  grade: AdminGrade | null;
  pseudo: string | null;
  isVerified: boolean;
  /** An inline image (`data:` URL), downscaled before it is stored (docs/product/decisions.md#improvements, item 9). */
  profilePicture: string | null;
  deliveryAddress: Address | null;
  billingAddress: Address | null;
  phone: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** What a new client's account holds before they fill anything in (docs/product/data-and-states.md#entities). */
export const newClientDefaults = {
  role: 'user',
  grade: null,
  pseudo: null,
  isVerified: false,
  profilePicture: null,
  deliveryAddress: null,
  billingAddress: null,
  phone: null,
} as const satisfies Omit<User, 'id' | 'email' | 'firstName' | 'lastName' | 'createdAt'>;

export function isAdmin(user: User | null): boolean {
  return user?.role === 'admin';
}
