import type { BrandId, CategorySlug } from '@aurele/storefront-contract';
import type { FigureName } from '../images/figures/index.js';
import type { CareKey } from './care.js';
import type { ColourName } from './colours.js';

/**
 * One product of a store as an editor writes it. The builder turns it into the storefront's raw shape:
 * ids, variants (every size × colour), prices, stock, artwork, dates and HTML.
 *
 * Rich text accepts `**bold**`; everything else is escaped.
 */
export interface ProductSeed {
  readonly slug: string;
  readonly title: string;
  readonly subtitle: string | null;
  /** `type.value`; null as some stores leave it. */
  readonly type: string | null;
  /** The drawing used for its artwork. */
  readonly figure: FigureName;
  /**
   * The slug of the product whose pictures it shares (same figure, a colour drawn once for both); its own by
   * default. A generated store reuses its models' pictures instead of drawing thousands.
   */
  readonly artwork?: string;
  /** `metadata.brand` and the brand's collection; a store without brands leaves it out. */
  readonly brand?: BrandId;
  /** The first collection is its home; a second one makes it appear in both. Empty in a store without any. */
  readonly collections: readonly CategorySlug[];
  /**
   * Price in the store currency's minor units of every variant, unless `prices` names a size or colour that
   * costs otherwise. null: no price at all (`prices: []`, sold « sur demande »).
   */
  readonly price: number | null;
  readonly prices?: Readonly<Record<string, number>>;
  /** A percentage taken off every variant: sets `sale_amount` and the ribbon « -N % ». */
  readonly discount?: number;
  readonly ribbon?: string;
  /** Values of the size option (sizes, shoe sizes, ages, formats), in display order. */
  readonly sizes?: readonly string[];
  readonly colours: readonly [ColourName, ...ColourName[]];
  /**
   * Stock by variant title (« M / Camel »), size or colour; unnamed variants have plenty.
   * `made-to-order`: no variant manages inventory.
   */
  readonly stock?: Readonly<Record<string, number>> | 'made-to-order';
  /** `site_product_selection`: `lowest_price_first`, or any other string a store sends. */
  readonly selection?: string;
  /** Its variants carry `sku: null`, as many real ones do. */
  readonly withoutSku?: true;
  /** The middle of its SKUs (`MA-{stem}-01`); a hash of the slug by default, which a large store could repeat. */
  readonly skuStem?: string;
  /** Created this many days before the emulator's `now`. */
  readonly ageDays: number;
  /**
   * Last edited this many days before `now`, however old the product: a piece created months ago and touched last
   * week. Without it, the last edit falls within a month of the creation.
   */
  readonly touchedDaysAgo?: number;
  readonly purchasable?: false;
  readonly hidden?: true;
  /** null: the store left it empty, served as `<p></p>`. */
  readonly description: {
    readonly lead: string;
    readonly body: string;
    readonly details: readonly string[];
  } | null;
  /** The « Composition » tab, when the store writes one. */
  readonly composition?: readonly string[];
  /** Completes « Fabriqué … », e.g. « en Italie », « au Portugal ». */
  readonly madeIn?: string;
  /** The « Entretien » tab, when the store writes one. */
  readonly care?: CareKey;
  /** Slugs of the products suggested with this one. */
  readonly related?: readonly string[];
  /** Offers engraving of initials (a custom field). */
  readonly engraving?: true;
  /** Its detail gallery also holds a video (a `media` entry that is not an image). */
  readonly video?: true;
}
