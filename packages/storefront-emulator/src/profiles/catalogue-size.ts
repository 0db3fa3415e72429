import { largeStoreSeeds } from '../catalogue/large-store/large-store-seeds.js';
import type { StoreProfile } from './store-profile.js';

/** The largest store the emulator generates: five times the 20 000 products the shop is measured at. */
export const MAX_CATALOGUE_SIZE = 100_000;

/** A size the emulator can generate: a whole number from 1 to MAX_CATALOGUE_SIZE. */
export function isCatalogueSize(size: number): boolean {
  return Number.isInteger(size) && size >= 1 && size <= MAX_CATALOGUE_SIZE;
}

/**
 * The profile as served: its own seeds, or `catalogueSize` products made after them, a large store of the same
 * kind (currency, option titles, collections and brands, or none of them). 0 or undefined: its own seeds.
 */
export function withCatalogueSize(profile: StoreProfile, catalogueSize = 0): StoreProfile {
  if (catalogueSize === 0) return profile;
  if (!isCatalogueSize(catalogueSize)) {
    throw new RangeError(
      `catalogueSize must be a whole number from 1 to ${MAX_CATALOGUE_SIZE} (0: the store's own seeds), not ${catalogueSize}`,
    );
  }
  return { ...profile, seeds: largeStoreSeeds(profile.seeds, catalogueSize) };
}
