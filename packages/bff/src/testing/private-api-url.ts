/**
 * The emulator's API under a host name of its own, different from the storefront's public host (images,
 * payment page), which the shop is allowed to show: so a leak of the bare API host is told apart from it.
 */
export function privateApiUrl(apiOrigin: string, publicOrigin: string): string {
  const api = new URL(apiOrigin);
  api.hostname = new URL(publicOrigin).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return api.origin;
}
