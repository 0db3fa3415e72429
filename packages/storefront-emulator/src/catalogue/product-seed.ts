import type { BrandId, CategorySlug } from '@aurele/storefront-contract';
import type { FigureName } from '../images/figures/index.js';
import type { CareKey } from './care.js';
import type { ColourName } from './colours.js';
import type { ProductType } from './product-types.js';

/**
 * One product of the catalogue as an editor writes it. The builder turns it into the storefront's raw shape:
 * ids, variants (every size × colour), prices, stock, artwork, dates and HTML.
 *
 * Rich text accepts `**bold**`; everything else is escaped.
 */
export interface ProductSeed {
  readonly slug: string;
  readonly title: string;
  readonly subtitle: string | null;
  readonly type: ProductType;
  /** The drawing used for its artwork. */
  readonly figure: FigureName;
  readonly brand: BrandId;
  /** The first collection is its home; a second one makes it appear in both. */
  readonly collections: readonly [CategorySlug, ...CategorySlug[]];
  /** Price in euro cents of every variant, unless `prices` names a size or colour that costs otherwise. */
  readonly price: number;
  readonly prices?: Readonly<Record<string, number>>;
  /** A percentage taken off every variant: sets `sale_amount` and the ribbon « -N % ». */
  readonly discount?: number;
  readonly ribbon?: 'Nouveau' | 'Exclusivité';
  /** Values of the « Taille » option (sizes, shoe sizes, ages, formats), in display order. */
  readonly sizes?: readonly string[];
  readonly colours: readonly [ColourName, ...ColourName[]];
  /**
   * Stock by variant title (« M / Camel »), size or colour; unnamed variants have plenty.
   * `made-to-order`: no variant manages inventory.
   */
  readonly stock?: Readonly<Record<string, number>> | 'made-to-order';
  readonly selection?: 'lowest_price_first' | 'first_variant';
  /** Created this many days before the emulator's `now`. */
  readonly ageDays: number;
  readonly purchasable?: false;
  readonly hidden?: true;
  readonly description: {
    readonly lead: string;
    readonly body: string;
    readonly details: readonly string[];
  };
  readonly composition: readonly string[];
  /** Completes « Fabriqué … », e.g. « en Italie », « au Portugal ». */
  readonly madeIn: string;
  readonly care: CareKey;
  /** Slugs of the products suggested with this one. */
  readonly related?: readonly string[];
  /** Offers engraving of initials (a custom field). */
  readonly engraving?: true;
}
