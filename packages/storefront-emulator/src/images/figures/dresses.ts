import type { Figure } from './figure.js';
import {
  collarLeaves,
  dot,
  neckLining,
  type Point,
  pair,
  path,
  seam,
  spread,
  symmetric,
} from './geometry.js';

/** What distinguishes a slip dress from a shirt dress: neckline, sleeves, waist, length and flare. */
interface DressSpec {
  readonly neck: 'v' | 'scoop' | 'collar' | 'square';
  readonly sleeve: 'none' | 'short' | 'puff' | 'long';
  readonly waistY: number;
  readonly hemY: number;
  readonly hemHalfWidth: number;
  readonly wrap?: boolean;
  readonly placket?: boolean;
  readonly smocking?: boolean;
  readonly slit?: boolean;
  readonly pleats?: number;
}

const neckStart: Record<DressSpec['neck'], Point> = {
  v: [400, 310],
  scoop: [400, 262],
  collar: [400, 210],
  square: [400, 250],
};

const NECK: Point = [446, 174];
const SHOULDER: Point = [506, 196];
const ARMPIT: Point = [494, 306];

function silhouette(spec: DressSpec, start = neckStart[spec.neck]): string {
  const opening =
    spec.neck === 'v'
      ? { to: NECK }
      : spec.neck === 'square'
        ? { to: NECK, via: [NECK[0], start[1]] as Point }
        : { to: NECK, via: [NECK[0] - 4, start[1]] as Point };
  return symmetric(start, [
    opening,
    { to: SHOULDER },
    { to: ARMPIT, via: [514, 256] },
    { to: [470, spec.waistY], via: [500, spec.waistY - 80] },
    { to: [400 + spec.hemHalfWidth, spec.hemY], via: [486, spec.waistY + 90] },
    { to: [400, spec.hemY + 14], via: [400 + spec.hemHalfWidth * 0.55, spec.hemY + 18] },
  ]);
}

function sleeves(spec: DressSpec): string[] {
  switch (spec.sleeve) {
    case 'none':
      return [];
    case 'short':
      return pair(SHOULDER, [{ to: [552, 268], via: [540, 206] }, { to: [510, 300] }, { to: ARMPIT }]);
    case 'puff':
      return pair(SHOULDER, [
        { to: [568, 262], via: [574, 190] },
        { to: [506, 300], via: [548, 304] },
      ]);
    case 'long':
      return pair(SHOULDER, [
        { to: [556, 300], via: [548, 214] },
        { to: [590, 600] },
        { to: [540, 608] },
        { to: ARMPIT },
      ]);
  }
}

function neckDetails(spec: DressSpec): { body: string; details: string } {
  const depth = neckStart[spec.neck][1];
  switch (spec.neck) {
    case 'collar':
      return collarLeaves(NECK);
    case 'v':
      return { body: '', details: neckLining(NECK, depth, 'v') };
    case 'square':
      return { body: '', details: neckLining(NECK, depth, 'square') };
    case 'scoop':
      return { body: '', details: neckLining(NECK, depth, 'round') };
  }
}

function dress(spec: DressSpec): Figure {
  const neck = neckDetails(spec);
  const sleeveShapes = sleeves(spec).map((sleeve) => path(sleeve));
  const waist = seam(`M332 ${spec.waistY} Q400 ${spec.waistY + 8} 468 ${spec.waistY}`, 2.5);
  const parts = [neck.details, waist];
  if (spec.wrap) {
    parts.push(
      seam(
        `M400 ${neckStart.v[1]} L436 ${spec.waistY} Q520 ${spec.hemY - 200} ${380 + spec.hemHalfWidth} ${spec.hemY + 4}`,
      ),
    );
    // The sash, knotted at the side, its two ends falling free.
    parts.push(
      `<path d="M330 ${spec.waistY - 12} L470 ${spec.waistY - 12} L472 ${spec.waistY + 14} L328 ${spec.waistY + 14} Z" opacity=".45"/>`,
    );
    parts.push(seam(`M466 ${spec.waistY} q26 90 14 210 M470 ${spec.waistY} q40 70 44 176`, 9));
  }
  if (spec.placket) {
    parts.push(seam(`M404 214 L404 ${spec.hemY}`, 2));
    parts.push(
      spread(250, spec.hemY - 60, 7)
        .map((y) => dot([404, y], 5.5))
        .join(''),
    );
  }
  if (spec.smocking) {
    for (const y of spread(236, 300, 5)) {
      const zigzag = spread(350, 450, 11).map(
        (x, index) => `${index === 0 ? 'M' : 'L'}${x} ${y + (index % 2) * 8}`,
      );
      parts.push(seam(zigzag.join(' '), 1.6));
    }
  }
  if (spec.slit)
    parts.push(
      seam(
        `M${400 + spec.hemHalfWidth * 0.45} ${spec.hemY + 8} L${420 + spec.hemHalfWidth * 0.2} ${spec.hemY - 260}`,
        2.5,
      ),
    );
  if (spec.pleats) {
    const tops = spread(350, 450, spec.pleats);
    const hems = spread(420 - spec.hemHalfWidth, 380 + spec.hemHalfWidth, spec.pleats);
    parts.push(
      tops.map((x, index) => seam(`M${x} ${spec.waistY + 20} L${hems[index]} ${spec.hemY}`, 1.6)).join(''),
    );
  }
  const sleevesBody = sleeveShapes.join('');
  return {
    body: sleevesBody + path(silhouette(spec)) + neck.body,
    back: sleevesBody + path(silhouette(spec, [400, 200])),
    details: parts.join(''),
    focus: [430, spec.waistY - 40],
    base: spec.hemY + 30,
    staging: 'hanging',
  };
}

export const wrapDress = dress({
  neck: 'v',
  sleeve: 'long',
  waistY: 430,
  hemY: 880,
  hemHalfWidth: 200,
  wrap: true,
});
export const slipDress = dress({
  neck: 'square',
  sleeve: 'none',
  waistY: 440,
  hemY: 920,
  hemHalfWidth: 170,
  pleats: 9,
});
export const sheathDress = dress({
  neck: 'scoop',
  sleeve: 'none',
  waistY: 430,
  hemY: 790,
  hemHalfWidth: 118,
  slit: true,
});
export const gown = dress({
  neck: 'v',
  sleeve: 'none',
  waistY: 440,
  hemY: 950,
  hemHalfWidth: 230,
  slit: true,
});
export const shirtDress = dress({
  neck: 'collar',
  sleeve: 'short',
  waistY: 440,
  hemY: 840,
  hemHalfWidth: 180,
  placket: true,
});
export const smockedDress = dress({
  neck: 'square',
  sleeve: 'puff',
  waistY: 380,
  hemY: 760,
  hemHalfWidth: 210,
  smocking: true,
});
