import type { Resize } from './image-cdn';

/**
 * Every width the shop ever asks of the CDN: one ladder for every place, so that a width asked for a card is the
 * same file when a list row asks for it, and the CDN makes each once. Each step is at most 1.5 × the last, so the
 * width a browser picks is never far above what it draws.
 */
const LADDER = [80, 120, 160, 240, 320, 480, 640, 800, 960, 1200, 1600, 2048] as const;

type LadderWidth = (typeof LADDER)[number];

/** Where a picture is drawn, and so how it is asked of the CDN. */
export interface SlotSpec {
  /** Height over width of the drawn box; null: the photo's own (never cropped). */
  ratio: number | null;
  /** The narrowest and widest widths offered: from the drawn width on a small screen to twice it at DPR 3. */
  widths: readonly [LadderWidth, LadderWidth];
  /** The drawn width by screen width, for the browser's choice (`sizes`), as the page's CSS lays it out. */
  sizes: string;
  quality: number;
  format: Resize['format'];
}

/** 3:4, the product card's frame. */
const CARD = 4 / 3;
/** 4:5, the product page's and the cart's frame. */
const PORTRAIT = 5 / 4;

const card = (sizes: string): SlotSpec => ({
  ratio: CARD,
  widths: [160, 960],
  sizes,
  quality: 70,
  format: 'auto',
});
/** A grid of 2 columns, 4 from a desktop: the home page's and « Vous aimerez aussi ». */
const twoThenFourColumns = card(
  '(min-width: 1344px) 294px, (min-width: 1024px) calc(25vw - 42px), calc(50vw - 32px)',
);

/** A card of the list view: 7.5rem beside its words, 10rem from a tablet. */
const row: SlotSpec = {
  ratio: CARD,
  widths: [120, 480],
  sizes: '(min-width: 740px) 160px, 120px',
  quality: 70,
  format: 'auto',
};

/**
 * The places a product's picture is drawn. Their `sizes` follow the page's CSS: the design system's breakpoints
 * (tablet 740 px, desktop 1 024, wide 1 280), its 24 px gutters and the 84rem (1 344 px) container; measured in
 * Chromium at every breakpoint, each within a few pixels above what is drawn (tests/images.spec.ts checks the width
 * the browser then chooses).
 */
export const imageSlots = {
  /** /shop's grid: 2 columns, 3 from a tablet, beside the filters from a desktop, 4 on a wide screen. */
  shopGrid: card(
    '(min-width: 1344px) 226px, (min-width: 1280px) calc(25vw - 110px), (min-width: 1024px) calc(33.4vw - 138px), (min-width: 740px) calc(33.4vw - 32px), calc(50vw - 32px)',
  ),
  /** /shop's list view. */
  shopList: row,
  /** The wishlist's cards, at least 15rem wide. */
  wishlist: card('(min-width: 740px) 320px, calc(100vw - 48px)'),
  /** The home page's featured products. */
  home: twoThenFourColumns,
  /** « Vous aimerez aussi » under a product. */
  related: twoThenFourColumns,
  /** The product page's photos: the page's width, then 7 of 12 columns beside the purchase panel from a desktop. */
  gallery: {
    ratio: PORTRAIT,
    widths: [320, 1600],
    sizes: '(min-width: 1344px) 681px, (min-width: 1024px) calc(58.4vw - 102px), calc(100vw - 48px)',
    quality: 75,
    format: 'auto',
  },
  /** The full-screen viewer: the whole photo, as large as the screen. */
  zoom: { ratio: null, widths: [640, 2048], sizes: '100vw', quality: 80, format: 'auto' },
  /** A cart line. */
  cart: {
    ratio: PORTRAIT,
    widths: [80, 320],
    sizes: '(min-width: 1024px) 104px, 80px',
    quality: 70,
    format: 'auto',
  },
  /** A product among the header's suggestions: a 40 px square. */
  suggestion: { ratio: 1, widths: [80, 160], sizes: '40px', quality: 70, format: 'auto' },
  /** A row of the dashboard's product table: a 48 px square. */
  adminRow: { ratio: 1, widths: [80, 160], sizes: '48px', quality: 70, format: 'auto' },
  /** A shared link's picture (Open Graph, Twitter card, JSON-LD): one JPEG 1 200 px wide, which every reader takes. */
  share: { ratio: null, widths: [1200, 1200], sizes: '1200px', quality: 80, format: 'jpeg' },
} satisfies Record<string, SlotSpec>;

export type ImageSlot = keyof typeof imageSlots;

/** The ladder's widths a slot offers, narrowest first. */
export function slotWidths({ widths: [narrowest, widest] }: SlotSpec): LadderWidth[] {
  return LADDER.filter((width) => width >= narrowest && width <= widest);
}
