import type { Figure } from './figure.js';
import { GOLD, GOLD_SHADE } from './figure.js';
import { spread } from './geometry.js';

const lens = (dx: number) =>
  `M${400 + dx * 40} 452 Q${400 + dx * 44} 420 ${400 + dx * 100} 416 L${400 + dx * 210} 408 Q${400 + dx * 252} 410 ${400 + dx * 246} 460 Q${400 + dx * 236} 560 ${400 + dx * 150} 566 Q${400 + dx * 60} 566 ${400 + dx * 44} 500 Z`;

/** A thin white highlight where light catches glass or metal. */
const glint = (d: string, opacity: number) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="6" stroke-linecap="round"/>`;

/** Sunglasses seen from the front: the frame in the variant's colour, smoked lenses. */
export const sunglasses: Figure = {
  body: `<g fill="none" stroke="currentColor" stroke-width="20" stroke-linejoin="round"><path d="${lens(1)}"/><path d="${lens(-1)}"/><path d="M360 440 Q400 420 440 440"/></g><path d="M130 420 L112 440 M670 420 L688 440" stroke="currentColor" stroke-width="14" stroke-linecap="round"/>`,
  details: '',
  hardware: `<defs><linearGradient id="smoke" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d1a18" stop-opacity=".92"/><stop offset="1" stop-color="#4a3f36" stop-opacity=".78"/></linearGradient></defs><path d="${lens(1)}" fill="url(#smoke)" transform="translate(400 488) scale(.9) translate(-400 -488)"/><path d="${lens(-1)}" fill="url(#smoke)" transform="translate(400 488) scale(.9) translate(-400 -488)"/>${glint('M470 432 L530 428 M270 432 L330 428', 0.35)}`,
  focus: [520, 480],
  base: 600,
  staging: 'standing',
};

/** A round watch: case and crown in the variant's metal, an ivory dial, a dark leather strap. */
export const watch: Figure = {
  body: '<circle cx="400" cy="500" r="124"/><rect x="520" y="486" width="22" height="28" rx="5"/><path d="M340 386 L460 386 L450 396 L350 396 Z M340 614 L460 614 L450 604 L350 604 Z"/>',
  details: '',
  hardware: [
    '<path d="M350 160 L450 160 L448 392 L352 392 Z M352 608 L448 608 L450 840 L350 840 Z" fill="#3a2a20"/>',
    '<path d="M366 170 L366 384 M434 170 L434 384 M366 616 L366 830 M434 616 L434 830" stroke="#6d5646" stroke-width="2" stroke-dasharray="6 6"/>',
    '<circle cx="400" cy="500" r="102" fill="#f4eee2"/>',
    ...spread(0, 330, 12).map(
      (angle) =>
        `<path d="M400 410 L400 ${angle % 90 === 0 ? 428 : 420}" stroke="#6b5a45" stroke-width="${angle % 90 === 0 ? 4 : 2}" transform="rotate(${angle} 400 500)"/>`,
    ),
    `<path d="M400 500 L400 438 M400 500 L446 528" stroke="#2b2420" stroke-width="4" stroke-linecap="round"/><circle cx="400" cy="500" r="6" fill="${GOLD_SHADE}"/>`,
  ].join(''),
  focus: [400, 500],
  base: 840,
  staging: 'standing',
};

/** A fine chain necklace with a drop pendant, laid in a soft curve. */
export const necklace: Figure = {
  body: `<path d="M230 260 Q240 620 400 640 Q560 620 570 260" fill="none" stroke="currentColor" stroke-width="9" stroke-dasharray="1 13" stroke-linecap="round"/><path d="M400 646 Q440 700 400 770 Q360 700 400 646 Z"/><circle cx="400" cy="646" r="10" fill="none" stroke="currentColor" stroke-width="5"/>`,
  details: '',
  hardware: '<path d="M400 676 Q418 706 400 740 Q382 706 400 676 Z" fill="#fff" fill-opacity=".35"/>',
  focus: [400, 660],
  base: 780,
  staging: 'standing',
};

/** A pair of hoops, one slightly behind the other. */
export const hoops: Figure = {
  body: '<circle cx="320" cy="480" r="110" fill="none" stroke="currentColor" stroke-width="20"/><circle cx="500" cy="560" r="110" fill="none" stroke="currentColor" stroke-width="20"/>',
  details: '',
  hardware: `${glint('M236 420 A110 110 0 0 1 300 372 M416 500 A110 110 0 0 1 480 452', 0.45)}<path d="M320 370 L320 350 M500 450 L500 430" stroke="${GOLD}" stroke-width="4"/>`,
  focus: [420, 520],
  base: 680,
  staging: 'standing',
};
