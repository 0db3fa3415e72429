import type { Hono } from 'hono';
import { createApiApp } from './api/api-app.js';
import { type ConnectionDropper, failingBodyDropper } from './api/fault-injection.js';
import { buildCatalogue } from './catalogue/catalogue.js';
import type { PhotoLab } from './cdn/photo-lab.js';
import { ImageLibrary } from './images/image-library.js';
import { withCatalogueSize } from './profiles/catalogue-size.js';
import { DEFAULT_PROFILE, type StoreProfileName, storeProfiles } from './profiles/index.js';
import { createPublicApp } from './public/public-app.js';
import { EmulatorState } from './state/emulator-state.js';

/** The store id the emulator answers to unless told otherwise: opaque, like a real one. */
export const DEFAULT_STORE_ID = 'st_7c1e5a9b42d8';

/** The public origin assumed when none is given and no server tells its port (in-memory use). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8082';

/** Catalogue dates count back from the moment the process started, unless `now` says otherwise. */
const PROCESS_START = new Date();

export interface EmulatorOptions {
  /** Which built-in store to serve: `maison-aurele` (the default) or `comptoir-jaipur`. */
  readonly profile?: StoreProfileName;
  /** Serves that many products made after the profile's seeds (1 to 100 000); 0 or absent: the seeds themselves. */
  readonly catalogueSize?: number;
  readonly storeId?: string;
  /** Where browsers reach images and the payment page; image and payment URLs are built on it. */
  readonly publicOrigin?: string;
  /** Serves `/__control/*` on the API origin. Off by default. */
  readonly control?: boolean;
  /** The catalogue's `created_at` dates are spread over the 365 days before this instant. */
  readonly now?: Date;
  /** Milliseconds since the epoch, for payment session expiry; tests move it forward. */
  readonly clock?: () => number;
  /** How the `drop` fault cuts a connection; the Node server passes one that destroys the socket. */
  readonly dropConnection?: ConnectionDropper;
  /** Develops the uploads into photographs (the Node server's, with sharp); without one the CDN serves the drawings. */
  readonly photoLab?: PhotoLab;
}

export interface Emulator {
  /** The private API origin's app: `/store/{store}/…` and `/__control/…`. */
  readonly api: Hono;
  /** The public origin's app: `/cdn-ecommerce/…`, `/cdn-cgi/image/…` and `/checkout/…`. */
  readonly public: Hono;
  readonly state: EmulatorState;
}

/** Both apps over one in-memory state; runtime-agnostic, so tests can call `app.request()`. */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const publicOrigin = (options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN).replace(/\/+$/, '');
  const profile = withCatalogueSize(storeProfiles[options.profile ?? DEFAULT_PROFILE], options.catalogueSize);
  const images = new ImageLibrary(profile.uploads);
  const catalogue = buildCatalogue({ profile, now: options.now ?? PROCESS_START, publicOrigin, images });
  const state = new EmulatorState(
    profile,
    options.storeId ?? DEFAULT_STORE_ID,
    publicOrigin,
    catalogue,
    images,
    options.clock ?? Date.now,
  );
  return {
    api: createApiApp(state, {
      control: options.control ?? false,
      dropConnection: options.dropConnection ?? failingBodyDropper,
    }),
    public: createPublicApp(state, options.photoLab ?? null),
    state,
  };
}
