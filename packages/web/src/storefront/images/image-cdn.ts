/**
 * The storefront's image CDN resizes on request (Cloudflare Image Resizing, docs/storefront/api.md):
 * `https://{host}/cdn-cgi/image/{options}/{path as the store sent it}`. Only the hosts it serves can be asked so;
 * an image anywhere else is used as it is.
 */

/** The provider's CDN, where a real store's uploads live. */
const PROVIDER_CDN_HOST = 'cdn.zyrosite.com';
/** The storefront emulator's public host (its images and payment page), which plays that CDN. */
const EMULATOR_HOST = 'localhost';

const RESIZE_PREFIX = '/cdn-cgi/image/';

/** How one width is asked of the CDN. */
export interface Resize {
  width: number;
  /** With `fit: 'cover'`, the photo is cropped to exactly this height. */
  height?: number;
  /** `cover`: fill the box, cropping; `scale-down`: the whole photo, never enlarged. */
  fit: 'cover' | 'scale-down';
  quality: number;
  /** `auto`: AVIF or WebP as the browser accepts them; `jpeg` where the reader may not (link previews). */
  format: 'auto' | 'jpeg';
}

/**
 * The host names the CDN resizes on: `setting` is a comma-separated list (`VITE_IMAGE_CDN_HOSTS`); without it, the
 * provider's CDN and the emulator's host.
 */
export function resizingHosts(setting: string | undefined): ReadonlySet<string> {
  const listed = (setting ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return new Set(listed.length > 0 ? listed : [PROVIDER_CDN_HOST, EMULATOR_HOST]);
}

/** An http(s) image address on one of `hosts`, or null when the CDN cannot resize it. */
export function resizable(url: string, hosts: ReadonlySet<string>): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return hosts.has(parsed.hostname) ? parsed : null;
}

/** The options segment, in Cloudflare's comma-separated form; `onerror=redirect` falls back to the original. */
function options({ width, height, fit, quality, format }: Resize): string {
  const size = height === undefined ? [`width=${width}`] : [`width=${width}`, `height=${height}`];
  return [`format=${format}`, ...size, `quality=${quality}`, `fit=${fit}`, 'onerror=redirect'].join(',');
}

/**
 * The address of `image` resized as `resize` says. The path stays exactly as the store sent it (`%2F` and all: the
 * CDN finds the upload by it); an address the store already sent resized is asked with our options instead.
 */
export function resizedAddress(image: URL, resize: Resize): string {
  const afterOptions = image.pathname.startsWith(RESIZE_PREFIX)
    ? image.pathname.indexOf('/', RESIZE_PREFIX.length)
    : -1;
  const path = afterOptions === -1 ? image.pathname : image.pathname.slice(afterOptions);
  return `${image.origin}${RESIZE_PREFIX}${options(resize)}${path}${image.search}`;
}
