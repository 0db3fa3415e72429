/**
 * Every browser-storage key of the shop. The version moves whenever the stored shape changes, so data written in
 * an older shape is simply never read.
 */
export const storageKeys = {
  cart: 'aurele:cart:v1',
  wishlist: 'aurele:wishlist:v1',
  /** The signed-in user (docs/product/data-and-states.md#entities User), or null. */
  currentUser: 'aurele:current-user:v1',
  /** Every user who signed in on this browser, by e-mail: a returning e-mail gets its profile back. */
  userCopies: 'aurele:users:v1',
  /**
   * sessionStorage: the chat no longer opens itself in this browser session: it has been open, or the shopper was
   * busy before it could.
   */
  chatOpened: 'aurele:chat-opened:v1',
  /** The products opened last, for « Vus récemment » (at most twelve, the last first). */
  recentlyViewed: 'aurele:recently-viewed:v1',
  /** sessionStorage: the lines this tab last went to pay for, which /success recaps once paid. */
  orderRecap: 'aurele:order-recap:v1',
  /** sessionStorage: where the shopper was in a list « Voir plus » lengthened, for a reload of it. */
  listScroll: 'aurele:list-scroll:v1',
} as const;
