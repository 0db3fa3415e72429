/** How a picture fills the asked box, as Cloudflare names it (the emulator never enlarges, whichever). */
const fits = ['scale-down', 'contain', 'cover', 'crop', 'pad'] as const;
export type Fit = (typeof fits)[number];

export type RequestedFormat = 'auto' | 'avif' | 'webp' | 'jpeg';

export interface ResizeOptions {
  readonly width: number | null;
  readonly height: number | null;
  readonly fit: Fit;
  /** 1 to 100. */
  readonly quality: number;
  readonly dpr: number;
  readonly format: RequestedFormat;
  /** `onerror=redirect`: a picture that cannot be resized is answered by a redirect to the upload. */
  readonly redirectOnError: boolean;
}

export type ParsedOptions =
  | { readonly ok: true; readonly options: ResizeOptions }
  | { readonly ok: false; readonly message: string };

/** Cloudflare's default quality. */
const DEFAULT_QUALITY = 85;
/** Cloudflare documents `dpr` up to 2. */
const MAX_DPR = 2;

const perceptualQualities: Readonly<Record<string, number>> = {
  high: 90,
  'medium-high': 80,
  'medium-low': 65,
  low: 50,
};

/** Formats Cloudflare knows; `baseline-jpeg` is served as the (progressive) JPEG. */
const formats: Readonly<Record<string, RequestedFormat>> = {
  auto: 'auto',
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpeg',
  'baseline-jpeg': 'jpeg',
};

/** Short names Cloudflare accepts for its options. */
const aliases: Readonly<Record<string, string>> = {
  w: 'width',
  h: 'height',
  q: 'quality',
  f: 'format',
  g: 'gravity',
};

/** Options Cloudflare documents that change nothing the emulator draws: accepted, as the real CDN accepts them. */
const ignored = new Set([
  'anim',
  'background',
  'blur',
  'border',
  'brightness',
  'compression',
  'contrast',
  'flip',
  'gamma',
  'gravity',
  'metadata',
  'rotate',
  'saturation',
  'segment',
  'sharpen',
  'slow-connection-quality',
  'trim',
  'zoom',
]);

type Draft = { -readonly [Key in keyof ResizeOptions]: ResizeOptions[Key] };
type Reader = (value: string, draft: Draft) => string | null;

function positiveNumber(value: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** `width=auto` asks Cloudflare to read client hints; without them it keeps the upload's size. */
const dimension =
  (key: 'width' | 'height'): Reader =>
  (value, draft) => {
    if (value === 'auto') return null;
    const pixels = positiveNumber(value);
    if (pixels === null) return `invalid ${key} ${value}: a number of pixels above 0 was expected`;
    draft[key] = Math.round(pixels);
    return null;
  };

const readers: Readonly<Record<string, Reader>> = {
  width: dimension('width'),
  height: dimension('height'),
  fit: (value, draft) => {
    const fit = fits.find((candidate) => candidate === value);
    if (!fit) return `invalid fit ${value}: expected one of ${fits.join(', ')}`;
    draft.fit = fit;
    return null;
  },
  quality: (value, draft) => {
    const quality = perceptualQualities[value] ?? (/^\d+$/.test(value) ? Number(value) : Number.NaN);
    if (!(quality >= 1 && quality <= 100))
      return `invalid quality ${value}: expected 1 to 100, or high, medium-high, medium-low, low`;
    draft.quality = quality;
    return null;
  },
  dpr: (value, draft) => {
    const dpr = positiveNumber(value);
    if (dpr === null) return `invalid dpr ${value}: a number above 0 was expected`;
    draft.dpr = Math.min(dpr, MAX_DPR);
    return null;
  },
  format: (value, draft) => {
    const format = formats[value];
    if (!format) return `'${value}' is not a supported output format`;
    draft.format = format;
    return null;
  },
  onerror: (value, draft) => {
    if (value !== 'redirect') return `invalid onerror ${value}: only redirect is supported`;
    draft.redirectOnError = true;
    return null;
  },
};

/**
 * Reads the options segment of `/cdn-cgi/image/{options}/…` as Cloudflare does: comma-separated `name=value`
 * pairs, full or short names, at least one, no spaces. A malformed or unknown option is refused, as Cloudflare
 * refuses invalid arguments (its error 9401) rather than guessing.
 */
export function parseResizeOptions(segment: string): ParsedOptions {
  const draft: Draft = {
    width: null,
    height: null,
    fit: 'scale-down',
    quality: DEFAULT_QUALITY,
    dpr: 1,
    format: 'jpeg',
    redirectOnError: false,
  };
  if (segment === '') return { ok: false, message: 'at least one option is required' };
  for (const pair of segment.split(',')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) return { ok: false, message: `invalid option ${pair}: name=value expected` };
    const given = pair.slice(0, separator);
    const name = aliases[given] ?? given;
    const value = pair.slice(separator + 1);
    if (ignored.has(name) || name.startsWith('trim.')) continue;
    const read = readers[name];
    if (!read) return { ok: false, message: `unknown option ${given}` };
    const problem = read(value, draft);
    if (problem) return { ok: false, message: problem };
  }
  return { ok: true, options: draft };
}
