import { type Address, type AdminGrade, adminGrades, type User } from '../domain/user';
import { type Guard, isBoolean, isString, nullable, objectOf } from '../storage/guards';
import { storageKeys } from '../storage/keys';
import { createStoredValue, type StorageEventSource, type StorageLike } from '../storage/stored-value';

function oneOf<T extends string>(values: readonly T[]): Guard<T> {
  return (value): value is T => values.includes(value as T);
}

const isAddress = objectOf<Address>({ street: isString, city: isString, zip: isString, country: isString });

export const isUser = objectOf<User>({
  id: isString,
  email: isString,
  firstName: isString,
  lastName: isString,
  role: oneOf(['user', 'admin'] as const),
  grade: nullable(oneOf<AdminGrade>(adminGrades)),
  pseudo: nullable(isString),
  isVerified: isBoolean,
  profilePicture: nullable(isString),
  deliveryAddress: nullable(isAddress),
  billingAddress: nullable(isAddress),
  phone: nullable(isString),
  createdAt: isString,
});

/** The signed-in user in browser storage (`window.localStorage` and `window` in the app); null when signed out. */
export function createSessionStore(storage: StorageLike, events: StorageEventSource) {
  return createStoredValue<User | null>({
    key: storageKeys.currentUser,
    storage,
    events,
    guard: nullable(isUser),
    fallback: null,
  });
}
