import type { Figure } from './figure.js';
import { GOLD } from './figure.js';
import { path, seam } from './geometry.js';

/** Shoes are drawn in profile, toe to the left, standing on the line y = 800. */
const shoe = (drawing: Pick<Figure, 'body' | 'details' | 'hardware' | 'focus'>): Figure => ({
  ...drawing,
  base: 800,
  staging: 'standing',
});

export const pump = shoe({
  body: path(
    'M140 742 Q138 700 200 688 Q290 672 352 650 Q430 690 520 620 Q560 590 590 556 L606 556 Q626 600 612 654 L600 660 L590 800 L574 800 L562 690 Q470 700 392 752 Q300 772 190 770 Q142 768 140 742 Z',
  ),
  details: `<path d="M352 652 Q430 700 520 624 Q560 594 592 560 Q540 640 460 690 Q400 712 352 652 Z" opacity=".6"/>${seam('M146 752 Q300 760 392 744', 2)}`,
  focus: [300, 700],
});

export const loafer = shoe({
  body: path(
    'M130 760 Q128 716 190 700 Q262 680 330 672 Q400 690 470 676 Q560 660 640 650 Q676 700 666 770 L664 800 L560 800 L556 786 Q300 800 170 796 Q130 792 130 760 Z',
  ),
  details: [
    seam('M250 700 Q300 674 372 684 Q388 720 356 744 Q300 756 250 700 Z', 2.5),
    `<path d="M332 674 Q400 694 470 678 Q560 662 640 652 Q600 690 470 700 Q400 708 332 674 Z" opacity=".6"/>`,
    seam('M136 780 L664 780', 2),
    `<path d="M560 786 L664 786 L664 800 L560 800 Z" opacity=".7"/>`,
  ].join(''),
  hardware: `<rect x="372" y="690" width="60" height="12" rx="6" fill="${GOLD}"/>`,
  focus: [380, 700],
});

export const sneaker = shoe({
  body: path(
    'M130 740 Q132 700 196 684 Q300 650 380 590 L420 572 Q500 560 560 540 Q620 540 650 580 Q676 640 670 740 Z',
  ),
  details: [
    seam('M380 592 Q420 640 470 650 M404 582 L440 612 M428 576 L466 604 M454 572 L490 596', 3),
    seam('M560 542 Q600 600 600 700', 2.5),
    seam('M196 700 Q260 700 300 730', 2),
  ].join(''),
  hardware: `<path d="M120 736 L676 736 Q680 780 660 800 L150 800 Q116 790 120 736 Z" fill="#f3efe7" stroke="#d9d2c4" stroke-width="2"/><path d="M130 772 L670 772" stroke="#d9d2c4" stroke-width="2"/>`,
  focus: [420, 640],
});

export const ankleBoot = shoe({
  body: path(
    'M140 748 Q138 700 200 684 Q290 660 360 640 Q420 600 440 520 L446 380 L600 380 Q614 520 620 640 L616 690 L604 800 L540 800 L534 724 Q440 740 380 766 Q300 782 190 780 Q142 778 140 748 Z',
  ),
  details: [
    seam('M446 392 L600 392', 2.5),
    seam('M524 396 Q530 560 534 720', 2),
    `<path d="M540 724 L618 700 L604 800 L540 800 Z" opacity=".5"/>`,
    seam('M146 760 Q300 772 380 764', 2),
  ].join(''),
  focus: [520, 520],
});
