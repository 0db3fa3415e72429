import type { Account } from '../../state/use-account';

/** Signs in the changed user and keeps their copy; false when the storage was full (nothing changed). */
export type SaveUser = Account['save'];
