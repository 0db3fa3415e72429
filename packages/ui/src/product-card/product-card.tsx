import { type FormEvent, isValidElement, type ReactElement, type ReactNode, useId, useState } from 'react';
import { Anchor, type LinkRender } from '../anchor/anchor';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { ButtonLink } from '../button-link/button-link';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import type { ImageSource } from '../image/image-source';
import { Price, type PriceProps } from '../price/price';
import { classNames } from '../styles/class-names';
import {
  actionSlot,
  body,
  brand as brandStyle,
  card,
  colours as coloursStyle,
  footer,
  footerInList,
  hoverImage as hoverImageStyle,
  image as imageStyle,
  media,
  noImage,
  priceLabel,
  ribbon as ribbonStyle,
  subtitle as subtitleStyle,
  titleLink,
  title as titleStyle,
  wishlist as wishlistStyle,
} from './product-card.css';

export interface ProductCardProps {
  title: string;
  subtitle?: ReactNode;
  /** The brand's name, in small capitals above the title. */
  brand?: ReactNode;
  /** The product page; the whole card leads there. */
  href: string;
  /** The app's router link, as for `Link`. */
  render?: LinkRender;
  /**
   * Without an image, a quiet placeholder keeps the card's proportions. Use `alt=""` when the title says it all.
   * `priority` for the first screenful: fetched at once and first, as one of them is likely the page's largest
   * paint; the others wait until they near the screen.
   */
  image?: ImageSource & { alt: string; priority?: boolean };
  /**
   * The product's next photo, shown while a mouse rests on the card (decorative: the first one's words hold).
   * It is asked for only when a mouse first comes over the card: a phone never downloads it.
   */
  hoverImage?: ImageSource;
  /** A short word on the image (« Nouveau », « -30 % »). */
  ribbon?: ReactNode;
  /** The price, or words in its place when there is none to show (« Prix sur demande »). */
  price: CardPrice | { label: string };
  /** `grid` in the shop's grid and the home page; `list` in the list view and the wishlist. */
  layout?: 'grid' | 'list';
  /** The heart: its name (« Ajouter Écharpe en cachemire aux favoris »), its state, and what it does. */
  wishlist?: { label: string; saved: boolean; onToggle: () => void };
  /**
   * The card's action, at its foot (so actions line up across a row whatever the titles' lengths): a button with
   * its words (« Ajouter au panier ») and what it does, or a link where the shopper must choose first
   * (« Choisir une option » → the product page), with `render` for the app's router link, or an element of the
   * app's own (quick add's button and its picker). On one line.
   */
  addToCart?: AddToCartButton | AddToCartLink | ReactElement;
  headingLevel?: 2 | 3;
  /** Under the title: the product's colours (`ColourSwatches`), above the card-wide link. */
  colours?: ReactNode;
}

type CardPrice = Pick<
  PriceProps,
  'amount' | 'originalAmount' | 'currency' | 'display' | 'saleLabel' | 'originalLabel'
>;

interface AddToCartButton {
  label: string;
  onAdd: () => void;
  loading?: boolean;
  disabled?: boolean;
  /**
   * Makes the button the submit of a real GET form (`action` with these hidden `fields`), so a press before the
   * app's scripts run still goes somewhere; once they run, the submit calls `onAdd` instead.
   */
  form?: { action: string; fields: Record<string, string> };
}

interface AddToCartLink {
  label: string;
  href: string;
  /** The app's router link, as for `Link`. */
  render?: LinkRender;
}

type Wishlist = NonNullable<ProductCardProps['wishlist']>;

/** How the action at a card's foot is drawn: full width in the grid; the app's own action is drawn the same. */
export const cardActionShape = (layout: 'grid' | 'list') =>
  ({ variant: 'secondary', size: 'small', width: layout === 'grid' ? 'full' : 'auto' }) as const;

/** The action at the card's foot: full width in the grid, on one line (narrow cards tighten it, see the CSS). */
function CardAction({
  action,
  layout,
}: {
  action: AddToCartButton | AddToCartLink;
  layout: 'grid' | 'list';
}) {
  const shape = cardActionShape(layout);
  if ('href' in action) {
    return (
      <ButtonLink {...shape} href={action.href} render={action.render} icon="arrowRight" iconPosition="end">
        {action.label}
      </ButtonLink>
    );
  }
  if (action.form) {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      action.onAdd();
    };
    return (
      <form action={action.form.action} method="get" onSubmit={submit}>
        {Object.entries(action.form.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button {...shape} type="submit" icon="bag" loading={action.loading} disabled={action.disabled}>
          {action.label}
        </Button>
      </form>
    );
  }
  return (
    <Button {...shape} icon="bag" loading={action.loading} disabled={action.disabled} onClick={action.onAdd}>
      {action.label}
    </Button>
  );
}

/** The heart: on a disc over the image in the grid, plain beside the price in the list. */
function WishlistButton({ label, saved, onToggle, variant }: Wishlist & { variant: 'secondary' | 'ghost' }) {
  return (
    <IconButton
      variant={variant}
      size="small"
      icon={saved ? 'heartFilled' : 'heart'}
      label={label}
      pressed={saved}
      onClick={onToggle}
    />
  );
}

/**
 * A product in a list: image at a fixed 3:4 ratio (nothing shifts as it loads), brand, title, subtitle, price,
 * and optional wishlist and add buttons. The title's link covers the card; the buttons stay separate targets.
 */
export function ProductCard({
  title,
  subtitle,
  brand,
  href,
  render,
  image,
  hoverImage,
  ribbon,
  price,
  layout = 'grid',
  wishlist,
  addToCart,
  headingLevel = 3,
  colours,
}: ProductCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [mouseCame, setMouseCame] = useState(false);
  return (
    <article
      className={card({ layout })}
      aria-labelledby={titleId}
      onPointerEnter={
        hoverImage && !mouseCame ? (event) => setMouseCame(event.pointerType === 'mouse') : undefined
      }
    >
      <div className={media}>
        {image ? (
          <img
            className={imageStyle}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading={image.priority ? 'eager' : 'lazy'}
            fetchPriority={image.priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className={noImage}>
            <Icon name="bag" size="large" />
          </span>
        )}
        {image && hoverImage && mouseCame && (
          <img
            className={classNames(imageStyle, hoverImageStyle)}
            src={hoverImage.src}
            srcSet={hoverImage.srcSet}
            sizes={hoverImage.sizes}
            width={hoverImage.width}
            height={hoverImage.height}
            alt=""
            decoding="async"
          />
        )}
        {ribbon && (
          <span className={ribbonStyle}>
            <Badge tone="brand" variant="solid">
              {ribbon}
            </Badge>
          </span>
        )}
        {wishlist && layout === 'grid' && (
          <span className={wishlistStyle}>
            <WishlistButton {...wishlist} variant="secondary" />
          </span>
        )}
      </div>
      <div className={body}>
        {brand && <span className={brandStyle}>{brand}</span>}
        <Heading id={titleId} className={titleStyle}>
          <Anchor href={href} render={render} className={titleLink}>
            {title}
          </Anchor>
        </Heading>
        {subtitle && <span className={subtitleStyle}>{subtitle}</span>}
        {colours && <div className={coloursStyle}>{colours}</div>}
        <div className={layout === 'list' ? classNames(footer, footerInList) : footer}>
          {'label' in price ? <span className={priceLabel}>{price.label}</span> : <Price {...price} />}
          {wishlist && layout === 'list' && <WishlistButton {...wishlist} variant="ghost" />}
        </div>
        {addToCart && (
          <div className={actionSlot}>
            {isValidElement(addToCart) ? addToCart : <CardAction action={addToCart} layout={layout} />}
          </div>
        )}
      </div>
    </article>
  );
}
