import type { Figure } from './figure.js';
import { GOLD, GOLD_SHADE } from './figure.js';
import { path, seam, spread, symmetric } from './geometry.js';

const fringe = (from: number, to: number, y: number) =>
  spread(from, to, Math.round((to - from) / 9))
    .map((x) => seam(`M${x} ${y} L${x + 3} ${y + 40}`, 2.4))
    .join('');

/** A long scarf folded over a rail, its fringed ends at different heights. */
export const scarf: Figure = {
  body: [
    path('M360 190 Q450 170 520 200 L540 790 L414 800 Z'),
    path('M270 200 Q330 168 392 190 L420 860 L292 868 Z'),
  ].join(''),
  details: [
    fringe(418, 536, 796),
    fringe(296, 416, 864),
    ...spread(300, 400, 6).map((x) => seam(`M${x} 220 L${x + 18} 850`, 1.2)),
    seam('M392 192 L420 860', 2),
  ].join(''),
  focus: [360, 500],
  base: 910,
  staging: 'hanging',
};

/** A silk square laid flat: a framed border and a quiet medallion in tone. */
export const silkSquare: Figure = {
  body: '<rect x="190" y="290" width="420" height="420" rx="4" transform="rotate(-6 400 500)"/>',
  details: `<g transform="rotate(-6 400 500)" fill="none" stroke="currentColor">
<rect x="214" y="314" width="372" height="372" stroke-width="3"/><rect x="230" y="330" width="340" height="340" stroke-width="1.5"/>
<circle cx="400" cy="500" r="92" stroke-width="3"/><circle cx="400" cy="500" r="58" stroke-width="1.5"/>
${spread(0, 315, 8)
  .map(
    (angle) =>
      `<ellipse cx="400" cy="430" rx="12" ry="30" stroke-width="2" transform="rotate(${angle} 400 500)"/>`,
  )
  .join('')}
<path d="M230 330 L300 400 M570 330 L500 400 M230 670 L300 600 M570 670 L500 600" stroke-width="2"/></g>`,
  focus: [400, 500],
  base: 720,
  staging: 'standing',
};

/** A leather belt lying on a slant, buckle on the left. */
export const belt: Figure = {
  body: '<path d="M200 470 L612 470 Q652 470 664 500 Q652 530 612 530 L200 530 Z" transform="rotate(-14 430 500)"/>',
  details: `<g transform="rotate(-14 430 500)"><path d="M214 480 L612 480 M214 520 L612 520" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="8 6"/>
${spread(520, 600, 5)
  .map((x) => `<circle cx="${x}" cy="500" r="5"/>`)
  .join('')}<rect x="250" y="462" width="26" height="76" rx="3" opacity=".7"/></g>`,
  hardware: `<g transform="rotate(-14 430 500)"><rect x="150" y="452" width="72" height="96" rx="12" fill="none" stroke="${GOLD}" stroke-width="12"/><path d="M150 500 L236 500" stroke="${GOLD_SHADE}" stroke-width="8" stroke-linecap="round"/></g>`,
  focus: [240, 520],
  base: 600,
  staging: 'standing',
};

/** A felt fedora seen from the front: pinched crown, ribbon band, wide brim. */
export const fedora: Figure = {
  body:
    '<ellipse cx="400" cy="640" rx="280" ry="62"/>' +
    path(
      symmetric(
        [400, 384],
        [
          { to: [450, 366], via: [424, 364] },
          { to: [540, 396], via: [512, 362] },
          { to: [560, 640] },
          { to: [400, 652], via: [480, 656] },
        ],
      ),
    ),
  details: `<path d="M246 580 L554 580 L558 636 Q400 656 242 636 Z" opacity=".75"/>${seam('M400 384 Q396 460 400 520', 2.5)}${seam('M132 646 Q400 720 668 646', 2)}`,
  focus: [430, 560],
  base: 704,
  staging: 'standing',
};
