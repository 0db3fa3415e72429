import type { Figure } from './figures/figure.js';
import { isLight, mix, seamTone } from './tones.js';

/** The four shots of a gallery: the piece, a close-up, its back, and the piece staged in a room. */
export const imageViews = ['front', 'detail', 'back', 'staged'] as const;
export type ImageView = (typeof imageViews)[number];

export interface Artwork {
  readonly figure: Figure;
  /** The variant's colour, #rrggbb. */
  readonly tone: string;
  readonly view: ImageView;
  /** A per-product number that picks the backdrop and the props, so two black dresses differ. */
  readonly variation: number;
}

const ARTWORK_WIDTH = 800;
const ARTWORK_HEIGHT = 1000;

/** Warm, quiet neutrals: the boutique's backdrops. */
const backdrops = ['#ece6dd', '#efe7da', '#e5e7e2', '#efe5df'] as const;

function backdropFor({ tone, variation }: Artwork): string {
  const neutral = backdrops.at(variation % backdrops.length) ?? backdrops[0];
  // Pale cloth on a pale wall disappears: deepen the wall instead of tinting it.
  return isLight(tone) ? mix(neutral, '#6f655a', 0.2) : mix(neutral, tone, 0.1);
}

const defs = `<defs>
<filter id="lift" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#2b2218" flood-opacity=".16"/></filter>
<filter id="blur"><feGaussianBlur stdDeviation="14"/></filter>
<linearGradient id="volume" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<pattern id="weave" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(38)"><rect width="4" height="9" fill="#fff" fill-opacity=".07"/></pattern>
</defs>`;

/** The piece itself: cloth, shading and weave clipped to the cloth, seams, then hardware. */
function piece({ figure, tone }: Artwork, weave: boolean): string {
  const cloth = `<g color="#fff" fill="currentColor">${figure.body}</g>`;
  return [
    `<mask id="cloth" maskUnits="userSpaceOnUse" x="-400" y="-400" width="1600" height="1800">${cloth}</mask>`,
    `<g filter="url(#lift)"><g color="${tone}" fill="currentColor">${figure.body}</g></g>`,
    `<rect x="-400" y="-400" width="1600" height="1800" fill="url(#volume)" mask="url(#cloth)"/>`,
    weave ? `<rect x="-400" y="-400" width="1600" height="1800" fill="url(#weave)" mask="url(#cloth)"/>` : '',
    `<g color="${seamTone(tone)}" fill="currentColor">${figure.details}</g>`,
    figure.hardware ?? '',
  ].join('');
}

function front(artwork: Artwork, wall: string): string {
  const arch = mix(wall, '#000000', 0.045);
  return [
    `<rect width="800" height="1000" fill="${wall}"/>`,
    `<path d="M150 1000 L150 340 A250 250 0 0 1 650 340 L650 1000 Z" fill="${arch}"/>`,
    `<rect width="800" height="1000" fill="url(#light)"/>`,
    piece(artwork, false),
  ].join('');
}

function detail(artwork: Artwork, wall: string): string {
  const [x, y] = artwork.figure.focus;
  const zoom = 2.4;
  return [
    `<rect width="800" height="1000" fill="${mix(wall, artwork.tone, 0.12)}"/>`,
    `<g transform="translate(${400 - x * zoom} ${500 - y * zoom}) scale(${zoom})">${piece(artwork, true)}</g>`,
  ].join('');
}

function back(artwork: Artwork, wall: string): string {
  const disc = mix(wall, '#ffffff', 0.35);
  const { figure } = artwork;
  // A garment's back is its front mirrored, plain: a flat shows the back without fastenings. An object is
  // simply seen from another angle.
  const shot =
    figure.staging === 'hanging'
      ? `<g transform="translate(800 0) scale(-1 1)">${piece({ ...artwork, figure: { ...figure, body: figure.back ?? figure.body, details: '', hardware: '' } }, false)}</g>`
      : `<g transform="rotate(-8 400 500) translate(800 0) scale(-1 1)">${piece(artwork, false)}</g>`;
  return [
    `<rect width="800" height="1000" fill="${wall}"/>`,
    `<circle cx="400" cy="470" r="300" fill="${disc}"/>`,
    shot,
  ].join('');
}

/** Props that dress the staged view, picked per product. */
function prop(variation: number, wall: string): string {
  const stone = mix(wall, '#000000', 0.16);
  const branch = mix(wall, '#3b3228', 0.55);
  const onLeft = variation % 2 === 0;
  const x = onLeft ? 120 : 680;
  if (variation % 3 === 0) {
    return `<circle cx="${x}" cy="748" r="52" fill="${stone}"/><circle cx="${x + (onLeft ? 70 : -70)}" cy="778" r="22" fill="${mix(stone, '#ffffff', 0.3)}"/>`;
  }
  const lean = onLeft ? 40 : -40;
  return [
    `<path d="M${x} 560 Q${x + lean} 440 ${x + lean * 1.6} 330 M${x} 600 Q${x - lean * 0.8} 500 ${x - lean} 420" fill="none" stroke="${branch}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M${x - 40} 800 L${x - 46} 640 Q${x - 40} 590 ${x - 12} 580 L${x + 12} 580 Q${x + 40} 590 ${x + 46} 640 L${x + 40} 800 Z" fill="${stone}"/>`,
  ].join('');
}

function staged(artwork: Artwork, wall: string): string {
  const floor = mix(wall, '#000000', 0.07);
  const { figure } = artwork;
  const hanging = figure.staging === 'hanging';
  const scale = hanging ? 0.7 : 0.8;
  // Garments hang from a brass rail; objects stand on a plinth whose top meets their base.
  const top = hanging ? 140 : 680 - figure.base * scale;
  const stage = hanging
    ? `<path d="M150 150 L650 150" stroke="#a88a5a" stroke-width="6" stroke-linecap="round"/><path d="M400 150 L400 ${top + 150 * scale}" stroke="#a88a5a" stroke-width="3"/>`
    : `<rect x="250" y="680" width="300" height="200" fill="${mix(wall, '#ffffff', 0.45)}"/><rect x="250" y="680" width="300" height="10" fill="${mix(wall, '#ffffff', 0.7)}"/>`;
  return [
    `<rect width="800" height="1000" fill="${wall}"/>`,
    `<rect y="820" width="800" height="180" fill="${floor}"/>`,
    `<ellipse cx="400" cy="${hanging ? 900 : 880}" rx="260" ry="20" fill="#2b2218" opacity=".12" filter="url(#blur)"/>`,
    prop(artwork.variation, wall),
    stage,
    `<g transform="translate(${400 - 400 * scale} ${top}) scale(${scale})">${piece(artwork, false)}</g>`,
  ].join('');
}

const views: Record<ImageView, (artwork: Artwork, wall: string) => string> = { front, detail, back, staged };

/** The artwork as a standalone SVG document, portrait 4:5. */
export function renderArtwork(artwork: Artwork): string {
  const content = views[artwork.view](artwork, backdropFor(artwork));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}">${defs}${content}</svg>`;
}
