/** What a route declares of itself besides its page (React Router's `handle`), read by the build. */
export interface RouteHandle {
  /**
   * A shopper's own page (cart, wishlist, sign-in, order confirmation) or one behind sign-in, for it and every
   * route under it: the build keeps it out of the sitemap and `robots.txt` asks crawlers not to visit it.
   */
  private?: true;
  /** The back office: its own header, without the shop's promo banner, search, navigation and chat. */
  backOffice?: true;
}

export const privateRoute: RouteHandle = { private: true };

export const backOfficeRoute: RouteHandle = { private: true, backOffice: true };
