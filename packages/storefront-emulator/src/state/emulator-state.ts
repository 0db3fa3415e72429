import type { Catalogue } from '../catalogue/catalogue.js';
import type { ImageLibrary } from '../images/image-library.js';
import type { StoreProfile } from '../profiles/store-profile.js';
import { CheckoutSessions } from './checkout-sessions.js';
import { FaultSwitch } from './faults.js';
import { Inventory } from './inventory.js';
import { PendingWaits } from './pending-waits.js';
import { ProductPatches } from './product-patches.js';

/**
 * Everything the two origins share: the store's profile, the catalogue, its artwork, live stock, payment sessions,
 * faults and the products edited through the control API.
 */
export class EmulatorState {
  readonly inventory: Inventory;
  readonly sessions: CheckoutSessions;
  readonly faults = new FaultSwitch();
  readonly waits = new PendingWaits();
  readonly patches = new ProductPatches();

  constructor(
    readonly profile: StoreProfile,
    readonly storeId: string,
    readonly publicOrigin: string,
    readonly catalogue: Catalogue,
    readonly images: ImageLibrary,
    clock: () => number,
  ) {
    this.inventory = new Inventory(catalogue);
    this.sessions = new CheckoutSessions(clock);
  }

  /** Back to the seed: stock restored, sessions forgotten, no fault, no edited product. */
  reset(): void {
    this.patches.clear();
    this.inventory.reset();
    this.sessions.clear();
    this.faults.clear();
  }
}
