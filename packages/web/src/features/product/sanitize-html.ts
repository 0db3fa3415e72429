import DOMPurify, { type Config } from 'dompurify';

/**
 * The one place store HTML is made safe to show (docs/product/decisions.md#improvements, item 10): text formatting, lists and links only — no
 * scripts, handlers, styles, forms, frames or images (an image would load from anywhere).
 */
const config: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h3',
    'h4',
    'a',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
};

/** The HTML, sanitised; null where there is no DOM to sanitise with, where DOMPurify would have nothing safe to give. */
export function sanitizeHtml(html: string): string | null {
  if (!DOMPurify.isSupported) return null;
  return DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false });
}
