import type { RequestedFormat } from './resize-options.js';

const photoFormats = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

export const contentTypes: Readonly<Record<PhotoFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** `format=auto`: AVIF when the browser says it takes it, else WebP, else JPEG, as Cloudflare chooses. */
export function outputFormat(requested: RequestedFormat, accept: string | undefined): PhotoFormat {
  if (requested !== 'auto') return requested;
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}
