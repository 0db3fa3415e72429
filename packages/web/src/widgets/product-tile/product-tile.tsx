import { ColourSwatches, ProductCard } from '@aurele/ui';
import { useState } from 'react';
import { brandName } from '../../domain/brand';
import { swatchColour } from '../../domain/colour-swatches';
import type { ProductSummary } from '../../domain/product-summary';
import { wishlistItemFor } from '../../domain/wishlist';
import { preloadImage } from '../../shared/preload-image';
import { productEnquiryPath } from '../../shared/product-enquiry';
import { productPath } from '../../shared/product-path';
import { RouterLink } from '../../shared/router-link';
import { addFormAction, addFormFields } from '../../state/add-form';
import { CartActor, WishlistActor } from '../../state/app-actors';
import { useInWishlist } from '../../state/use-in-wishlist';
import { useIsCheckingStock } from '../../state/use-is-checking-stock';
import type { ImageSlot } from '../../storefront/images/image-slots';
import { imageSource } from '../../storefront/images/image-sources';
import { addToWishlist, coloursOf, moreColours, priceOnRequest, tileButton } from './messages';
import { QuickAdd } from './quick-add';
import { colourNamed, productPathOn, shownColour } from './shown-colour';
import { shownPrice } from './shown-price';
import { tileAction } from './tile-action';

export interface ProductTileProps {
  product: ProductSummary;
  /** `grid` in grids (home, shop); `list` in the shop's list view and the wishlist. */
  layout: 'grid' | 'list';
  /** 2 under a page title (the shop's grid), 3 under a section title (the home page). */
  headingLevel?: 2 | 3;
  /** Where the tile is drawn, so its picture is asked at the width it is drawn. */
  imageSlot: ImageSlot;
  /**
   * In the first row of the page's grid, on the screens `media` matches (every screen without it): its picture is
   * preloaded from the server-rendered head and fetched at once and first (see ProductCard's `image`).
   */
  firstRow?: { media?: string };
  /** The colours the list is filtered on: the card shows its photo in the first of them it comes in. */
  filteredColours?: readonly string[];
}

/** Discs a card shows at most; more are counted after them. */
const SHOWN_COLOURS = 5;

/**
 * A product in a list, with the shop's actions: the heart saves or forgets it, the button asks the cart for a
 * one-variant product (the cart fetches its live stock and says how it went); a product with several variants
 * gets quick add, its sizes beside the card (before the app runs, a link to its page). A product without a price shows « Prix sur demande » and, instead of an add
 * it cannot do, « Nous contacter »: the contact page with the product named.
 */
export function ProductTile({
  product,
  layout,
  headingLevel = 3,
  imageSlot,
  firstRow,
  filteredColours = [],
}: ProductTileProps) {
  const cart = CartActor.useActorRef();
  const isCheckingStock = useIsCheckingStock();
  const wishlist = WishlistActor.useActorRef();
  const saved = useInWishlist(product.id);
  const action = tileAction(product);
  // The colour pointed at, else the one chosen, else the filter's: its photo, and the page opens on it.
  const [chosen, setChosen] = useState<string>();
  const [pointed, setPointed] = useState<string>();
  const picked = colourNamed(product, chosen) ?? shownColour(product, filteredColours);
  const colour = colourNamed(product, pointed) ?? picked;
  const href = productPathOn(productPath(product), colour);
  const { price } = product;
  const photo = colour?.image ?? product.image;
  const image = photo ? imageSource(photo, imageSlot) : undefined;
  // Its next photo while a mouse rests on the card — unless a colour is shown, whose photo it would contradict.
  const hoverPhoto = colour === undefined ? product.second_image : null;
  if (image && firstRow) preloadImage(image, firstRow.media);

  // A price « sur demande » is asked of the house.
  const enquiry = action.kind === 'on-request' ? productEnquiryPath(product.title) : null;

  const onAdd = () => {
    if (action.kind !== 'add') return;
    cart.send({
      type: 'cart.add',
      request: {
        productId: product.id,
        variantId: action.variantId,
        name: product.title,
        quantity: 1,
        from: 'tile',
      },
    });
  };
  return (
    <ProductCard
      title={product.title}
      subtitle={product.subtitle ?? undefined}
      brand={brandName(product.brand) ?? undefined}
      href={href}
      render={<RouterLink />}
      image={image && { ...image, alt: '', priority: firstRow !== undefined }}
      hoverImage={hoverPhoto ? imageSource(hoverPhoto, imageSlot) : undefined}
      ribbon={product.ribbon_text ?? undefined}
      price={price ? shownPrice(price, price.currency, price.currency_info) : { label: priceOnRequest }}
      layout={layout}
      headingLevel={headingLevel}
      colours={
        product.colours.length > 1 && (
          <ColourSwatches
            label={coloursOf(product.title)}
            options={product.colours.slice(0, SHOWN_COLOURS).map(({ value }) => ({
              value,
              label: value,
              colour: swatchColour(value),
            }))}
            value={picked?.value}
            onChange={setChosen}
            onPoint={setPointed}
            more={
              product.colours.length > SHOWN_COLOURS
                ? moreColours(product.colours.length - SHOWN_COLOURS)
                : undefined
            }
          />
        )
      }
      wishlist={{
        label: addToWishlist(product.title),
        saved,
        onToggle: () => wishlist.send({ type: 'wishlist.toggle', item: wishlistItemFor(product) }),
      }}
      addToCart={
        action.kind === 'choose' ? (
          <QuickAdd
            productId={product.id}
            title={product.title}
            href={href}
            label={tileButton.choose}
            layout={layout}
            colour={colour?.value}
            from="tile"
          />
        ) : enquiry ? (
          { label: tileButton[action.kind], href: enquiry, render: <RouterLink /> }
        ) : (
          {
            label: tileButton[action.kind],
            onAdd,
            loading: isCheckingStock(product.id),
            disabled: action.kind !== 'add',
            form:
              action.kind === 'add'
                ? { action: addFormAction, fields: addFormFields(product.id, action.variantId, 'tile') }
                : undefined,
          }
        )
      }
    />
  );
}
