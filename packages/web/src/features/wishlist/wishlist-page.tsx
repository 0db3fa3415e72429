import { ButtonLink, Container, EmptyState, Stack, VisuallyHidden } from '@aurele/ui';
import { useRef, useState } from 'react';
import type { WishlistItem } from '../../domain/wishlist';
import { ListPageHeader } from '../../shared/list-page-header';
import { PageLoading } from '../../shared/page-loading';
import { RouterLink } from '../../shared/router-link';
import { useFocusAfterRemoval } from '../../shared/use-focus-after-removal';
import { useHydrated } from '../../shared/use-hydrated';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageTitle } from '../../shared/use-page-title';
import { WishlistActor } from '../../state/app-actors';
import { savedCount, wishlistMessages } from './messages';
import { WishlistItemCard } from './wishlist-item-card';
import * as styles from './wishlist-page.css';

/** /wishlist: the saved products, each ready to go to the cart or to leave the list. Follows other tabs live. */
const noItems: WishlistItem[] = [];

export function WishlistPage() {
  const wishlist = WishlistActor.useActorRef();
  // The items come from browser storage: the prerendered page, and the hydration after it, wait for them.
  const hydrated = useHydrated();
  const storedItems = WishlistActor.useSelector(({ context }) => context.items);
  const items = hydrated ? storedItems : noItems;
  usePageTitle(wishlistMessages.title);
  useMetaDescription(wishlistMessages.description);
  // Once the cart has taken an item, it leaves the wishlist (docs/product/data-and-states.md#states-and-transitions:
  // `useWishlistFollowsCart`).
  const [announcement, setAnnouncement] = useState('');
  const headerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  useFocusAfterRemoval(items.length, gridRef, headerRef);

  const remove = (item: WishlistItem) => {
    wishlist.send({ type: 'wishlist.remove', productId: item.productId });
    setAnnouncement(wishlistMessages.removed(item.name));
  };

  return (
    <Container width="wide">
      <div className={styles.page}>
        <Stack space="xxxlarge">
          <ListPageHeader
            title={wishlistMessages.title}
            align="center"
            count={items.length > 0 ? savedCount(items.length) : null}
            ref={headerRef}
          />
          {!hydrated ? (
            <PageLoading />
          ) : items.length === 0 ? (
            <EmptyState
              icon="heart"
              title={wishlistMessages.empty.title}
              description={wishlistMessages.empty.description}
              action={
                <ButtonLink href="/shop" render={<RouterLink />} variant="secondary">
                  {wishlistMessages.empty.action}
                </ButtonLink>
              }
            />
          ) : (
            <ul className={styles.grid} ref={gridRef} tabIndex={-1} aria-label={wishlistMessages.listLabel}>
              {items.map((item) => (
                <li key={item.productId}>
                  <WishlistItemCard item={item} onRemove={() => remove(item)} />
                </li>
              ))}
            </ul>
          )}
        </Stack>
        <div role="status">
          <VisuallyHidden>{announcement}</VisuallyHidden>
        </div>
      </div>
    </Container>
  );
}
