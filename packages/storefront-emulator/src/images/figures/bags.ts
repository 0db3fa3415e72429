import type { Figure } from './figure.js';
import { GOLD, GOLD_SHADE } from './figure.js';
import { path, roundedPanel, seam, symmetric } from './geometry.js';

const stitches = (d: string) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="7 6" opacity=".8"/>`;

const strap = (d: string, width: number) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round"/>`;

/** A structured top-handle bag with its flap and clasp. */
export const handbag: Figure = {
  body:
    strap('M318 470 Q322 318 400 318 Q478 318 482 470', 22) +
    path(
      symmetric(
        [400, 460],
        [
          { to: [540, 460] },
          { to: [556, 474], via: [554, 460] },
          { to: [584, 768] },
          { to: [562, 786], via: [586, 786] },
          { to: [400, 786] },
        ],
      ),
    ),
  details:
    seam(
      symmetric([400, 462], [{ to: [548, 462] }, { to: [560, 610] }, { to: [400, 640], via: [540, 640] }]),
      2.5,
    ) +
    stitches('M262 480 L538 480 L548 598 Q532 622 400 624 Q268 622 252 598 Z') +
    seam('M226 700 L574 700', 1.5),
  hardware: `<rect x="384" y="612" width="32" height="42" rx="6" fill="${GOLD}" stroke="${GOLD_SHADE}" stroke-width="2"/><circle cx="318" cy="468" r="9" fill="none" stroke="${GOLD}" stroke-width="5"/><circle cx="482" cy="468" r="9" fill="none" stroke="${GOLD}" stroke-width="5"/>`,
  focus: [400, 560],
  base: 790,
  staging: 'standing',
};

/** A bucket bag, drawstring at the top and a long shoulder strap. */
export const bucketBag: Figure = {
  body:
    strap('M286 446 Q300 150 400 150 Q500 150 514 446', 14) +
    path(
      symmetric(
        [400, 420],
        [
          { to: [512, 424], via: [470, 418] },
          { to: [540, 720] },
          { to: [480, 800], via: [548, 796] },
          { to: [400, 804] },
        ],
      ),
    ),
  details:
    seam('M286 470 Q400 494 514 470', 2.5) +
    seam('M330 430 L322 478 M370 424 L366 484 M430 424 L434 484 M470 430 L478 478', 1.6) +
    stitches('M272 700 Q400 724 528 700'),
  hardware: `<path d="M392 486 Q380 560 364 590 M408 486 Q420 560 440 586" fill="none" stroke="${GOLD_SHADE}" stroke-width="4"/><circle cx="364" cy="596" r="8" fill="${GOLD}"/><circle cx="440" cy="592" r="8" fill="${GOLD}"/>`,
  focus: [400, 480],
  base: 806,
  staging: 'standing',
};

/** A roomy tote: two handles, one in front, one behind. */
export const tote: Figure = {
  body:
    strap('M300 430 Q300 250 400 250 Q500 250 500 430', 20) +
    path(symmetric([400, 420], [{ to: [580, 420] }, { to: [606, 808] }, { to: [400, 808] }])),
  details:
    stitches('M232 446 L568 446') +
    seam('M300 420 L300 470 M500 420 L500 470', 3) +
    `<path d="M340 430 Q340 296 400 296 Q460 296 460 430" fill="none" stroke="currentColor" stroke-width="16" opacity=".7"/>` +
    seam('M212 740 L588 740', 1.5),
  focus: [400, 460],
  base: 810,
  staging: 'standing',
};

/** An evening clutch: an envelope with a jewelled clasp. */
export const clutch: Figure = {
  body: path(roundedPanel(470, 710, 204, 20)),
  details:
    seam('M198 482 L400 616 L602 482', 2.5) +
    `<path d="M200 482 L400 616 L600 482 L600 474 L200 474 Z" opacity=".25"/>`,
  hardware: `<circle cx="400" cy="612" r="16" fill="${GOLD}" stroke="${GOLD_SHADE}" stroke-width="2"/><circle cx="400" cy="612" r="6" fill="#f7f1e3"/>`,
  focus: [400, 590],
  base: 712,
  staging: 'standing',
};

/** A slim card holder, its pockets stitched in tone. */
export const cardHolder: Figure = {
  body: path(roundedPanel(420, 720, 160, 20)),
  details:
    stitches('M256 436 L544 436 L544 704 L256 704 Z') +
    seam('M240 520 Q400 540 560 520 M240 580 Q400 600 560 580', 2.5),
  focus: [460, 520],
  base: 722,
  staging: 'standing',
};
