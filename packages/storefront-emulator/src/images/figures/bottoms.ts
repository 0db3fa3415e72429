import type { Figure } from './figure.js';
import { path, seam, spread, symmetric } from './geometry.js';

function trousers(hemHalfWidth: number, pleated: boolean): Figure {
  const outline = symmetric(
    [400, 180],
    [
      { to: [522, 180] },
      { to: [542, 330], via: [540, 240] },
      { to: [400 + hemHalfWidth, 930] },
      { to: [418, 930] },
      { to: [400, 450] },
    ],
  );
  const pleats = pleated ? seam('M452 218 L458 330 M348 218 L342 330', 2) : '';
  return {
    body: path(outline),
    details: [
      seam('M280 218 L520 218', 2.5),
      seam('M400 218 L400 392 Q402 408 420 404', 2),
      seam('M494 218 Q520 250 536 300 M306 218 Q280 250 264 300', 2),
      seam(`M470 330 L${400 + hemHalfWidth * 0.72} 926 M330 330 L${400 - hemHalfWidth * 0.72} 926`, 1.4),
      pleats,
      ...spread(300, 500, 4).map((x) => seam(`M${x} 182 L${x} 222`, 5)),
    ].join(''),
    focus: [440, 300],
    base: 950,
    staging: 'hanging',
  };
}

function skirt(pleated: boolean): Figure {
  const outline = symmetric(
    [400, 240],
    [
      { to: [488, 240] },
      { to: [500, 300], via: [498, 264] },
      { to: [620, 800] },
      { to: [400, 818], via: [520, 824] },
    ],
  );
  const folds = pleated
    ? spread(320, 480, 12).map(
        (x) => `M${x} 290 L${400 + (x - 400) * 2.55} ${812 + Math.abs(x - 400) * -0.1}`,
      )
    : ['M440 300 L470 800', 'M360 300 L330 800'];
  return {
    body: path(outline),
    details: seam('M306 280 L494 280', 2.5) + folds.map((fold) => seam(fold, 1.6)).join(''),
    focus: [420, 320],
    base: 840,
    staging: 'hanging',
  };
}

export const wideTrousers = trousers(150, true);
export const straightTrousers = trousers(118, false);
export const pleatedSkirt = skirt(true);
export const aLineSkirt = skirt(false);
