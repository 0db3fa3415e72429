import type { Figure } from './figure.js';
import { GOLD } from './figure.js';
import {
  collarLeaves,
  dot,
  neckLining,
  type Point,
  pair,
  path,
  type Step,
  seam,
  spread,
  symmetric,
} from './geometry.js';

/** What distinguishes a tee from a coat: length, neckline, sleeves, fastening and finishing. */
interface TopSpec {
  readonly hemY: number;
  readonly hemHalfWidth: number;
  readonly neck: 'crew' | 'v' | 'lapel' | 'collar' | 'bow' | 'roll' | 'stand';
  readonly sleeve: 'long' | 'short';
  /** Long sleeves end here (coats are longer than shirts). */
  readonly cuffY?: number;
  readonly fastening?: 'buttons' | 'double-breasted' | 'zip';
  /** Single-breasted pieces: how many buttons (a blazer has two, a shirt six). */
  readonly buttonCount?: number;
  readonly ribbed?: boolean;
  readonly belt?: boolean;
  readonly pockets?: 'flap' | 'patch';
  readonly curvedHem?: boolean;
}

const NECK: Point = [448, 168];
const SHOULDER: Point = [552, 200];
const ARMPIT: Point = [538, 336];

const neckStart: Record<TopSpec['neck'], Point> = {
  crew: [400, 210],
  collar: [400, 206],
  bow: [400, 206],
  roll: [400, 196],
  stand: [400, 188],
  v: [400, 300],
  lapel: [400, 420],
};

function torso(spec: TopSpec, start = neckStart[spec.neck]): string {
  const hemCorner: Point = [400 + spec.hemHalfWidth, spec.hemY];
  const opening: Step =
    spec.neck === 'v' || spec.neck === 'lapel' ? { to: NECK } : { to: NECK, via: [444, start[1]] };
  return symmetric(start, [
    opening,
    { to: SHOULDER },
    { to: ARMPIT, via: [558, 268] },
    { to: hemCorner },
    spec.curvedHem ? { to: [400, spec.hemY + 22], via: [480, spec.hemY + 26] } : { to: [400, spec.hemY] },
  ]);
}

function sleeves(spec: TopSpec): [string, string] {
  if (spec.sleeve === 'short') {
    return pair(SHOULDER, [
      { to: [598, 262], via: [586, 212] },
      { to: [624, 352] },
      { to: [562, 372] },
      { to: ARMPIT },
    ]);
  }
  const cuffY = spec.cuffY ?? 640;
  return pair(SHOULDER, [
    { to: [600, 300], via: [594, 222] },
    { to: [628, cuffY] },
    { to: [566, cuffY + 8] },
    { to: [540, 344] },
  ]);
}

/** The sleeve's seams: armhole, inner edge and cuff, on both sides. */
function sleeveSeams(spec: TopSpec): string {
  const bottom = spec.sleeve === 'short' ? 368 : (spec.cuffY ?? 640);
  const cuff = spec.sleeve === 'long' ? `M622 ${bottom - 38} L568 ${bottom - 30}` : '';
  const inner = spec.sleeve === 'long' ? `M540 344 L566 ${bottom + 8}` : '';
  const right = `M${SHOULDER[0]} ${SHOULDER[1]} Q546 270 ${ARMPIT[0]} ${ARMPIT[1]} ${cuff} ${inner}`;
  const left = `M248 200 Q254 270 262 336 ${spec.sleeve === 'long' ? `M178 ${bottom - 38} L232 ${bottom - 30} M260 344 L234 ${bottom + 8}` : ''}`;
  return seam(right, 2.5) + seam(left, 2.5);
}

function neckDetails(spec: TopSpec): { body: string; details: string } {
  switch (spec.neck) {
    case 'collar':
      return collarLeaves(NECK);
    case 'bow': {
      const loops = pair(
        [400, 214],
        [
          { to: [340, 196], via: [360, 170] },
          { to: [400, 222], via: [350, 240] },
        ],
      );
      const tails = pair([394, 222], [{ to: [372, 372] }, { to: [352, 362] }, { to: [388, 222] }]);
      const knot = '<circle cx="400" cy="216" r="14"/>';
      return {
        body: [...loops, ...tails].map((shape) => path(shape)).join('') + knot,
        details: [...loops, ...tails].map((shape) => seam(shape, 2)).join(''),
      };
    }
    case 'roll': {
      const roll = symmetric(
        [400, 128],
        [{ to: [450, 130] }, { to: [456, 182] }, { to: [400, 196], via: [430, 196] }],
      );
      const ribs = spread(358, 442, 8)
        .map((x) => seam(`M${x} 136 L${x} 190`, 1.6))
        .join('');
      return { body: path(roll), details: ribs + seam('M350 182 Q400 200 450 182', 2) };
    }
    case 'stand': {
      const band = symmetric(
        [400, 150],
        [{ to: [446, 150] }, { to: [450, 180] }, { to: [400, 192], via: [430, 192] }],
      );
      return { body: path(band), details: seam(band, 2) };
    }
    case 'lapel':
    case 'v': {
      const depth = neckStart[spec.neck][1];
      const backNeck = neckLining(NECK, depth, 'v');
      if (spec.neck === 'v')
        return { body: '', details: backNeck + seam(`M352 168 L400 ${depth} L448 168`, 5) };
      const lapels = pair(NECK, [
        { to: [478, 188] },
        { to: [464, 214] },
        { to: [494, 226] },
        { to: [410, depth] },
        { to: [400, depth - 6] },
      ]);
      return {
        body: lapels.map((lapel) => path(lapel)).join(''),
        details: backNeck + lapels.map((l) => seam(l)).join(''),
      };
    }
    case 'crew':
      return { body: '', details: neckLining(NECK, 210, 'round') + seam('M352 170 Q400 226 448 170', 6) };
  }
}

function buttonRow(top: number, bottom: number, count: number): string {
  const last = count > 3 ? bottom : top + (count - 1) * 70;
  return spread(top, last, count)
    .map((y) => dot([404, y], 6))
    .join('');
}

function fastening(spec: TopSpec): { details: string; hardware: string } {
  const top = neckStart[spec.neck][1] + 30;
  const bottom = spec.hemY - 60;
  switch (spec.fastening) {
    case 'buttons':
      return {
        details:
          seam(`M404 ${top - 20} L404 ${spec.hemY}`, 2) + buttonRow(top, bottom, spec.buttonCount ?? 6),
        hardware: '',
      };
    case 'double-breasted':
      return {
        details:
          seam(`M432 ${top - 10} L432 ${spec.hemY}`, 2.5) +
          spread(top + 20, top + 220, 3)
            .flatMap((y) => [dot([372, y], 8), dot([418, y], 8)])
            .join(''),
        hardware: '',
      };
    case 'zip':
      return {
        details: '',
        hardware: `<path d="M400 ${top - 40} L400 ${spec.hemY}" stroke="${GOLD}" stroke-width="5"/>`,
      };
    default:
      return { details: '', hardware: '' };
  }
}

function finishing(spec: TopSpec): string {
  const half = spec.hemHalfWidth;
  const parts: string[] = [];
  if (spec.ribbed) {
    parts.push(seam(`M${406 - half} ${spec.hemY - 40} L${394 + half} ${spec.hemY - 40}`, 2));
    for (const x of spread(412 - half, 388 + half, Math.round(half / 7))) {
      parts.push(seam(`M${x} ${spec.hemY - 34} L${x} ${spec.hemY - 6}`, 1.4));
    }
  }
  if (spec.belt) {
    const y = 470;
    parts.push(`<path d="M258 ${y} L542 ${y} L545 ${y + 34} L255 ${y + 34} Z" opacity=".35"/>`);
    parts.push(seam(`M258 ${y} L542 ${y} M255 ${y + 34} L545 ${y + 34}`, 2));
  }
  if (spec.pockets === 'flap') {
    const y = spec.hemY - 150;
    parts.push(
      seam(
        `M298 ${y} L362 ${y} L360 ${y + 22} L300 ${y + 22} Z M438 ${y} L502 ${y} L500 ${y + 22} L440 ${y + 22} Z`,
        2.5,
      ),
    );
  }
  if (spec.pockets === 'patch') parts.push(seam('M300 300 L350 300 L350 356 L325 364 L300 356 Z', 2.5));
  return parts.join('');
}

function top(spec: TopSpec): Figure {
  const neck = neckDetails(spec);
  const closure = fastening(spec);
  const [rightSleeve, leftSleeve] = sleeves(spec);
  const beltBuckle = spec.belt
    ? `<rect x="386" y="466" width="28" height="42" rx="3" fill="none" stroke="${GOLD}" stroke-width="5"/>`
    : '';
  const sleevesBody = path(rightSleeve) + path(leftSleeve);
  // Seen from behind, an open neckline is closed by the back panel.
  const backNeck = spec.neck === 'v' || spec.neck === 'lapel' ? path(torso(spec, [400, 186])) : neck.body;
  return {
    body: sleevesBody + path(torso(spec)) + neck.body,
    back: sleevesBody + path(torso(spec)) + backNeck,
    details: sleeveSeams(spec) + neck.details + closure.details + finishing(spec),
    hardware: closure.hardware + beltBuckle,
    focus: [440, 260],
    base: spec.hemY + 20,
    staging: 'hanging',
  };
}

export const tee = top({ hemY: 600, hemHalfWidth: 136, neck: 'crew', sleeve: 'short' });
export const shirt = top({
  hemY: 640,
  hemHalfWidth: 140,
  neck: 'collar',
  sleeve: 'long',
  fastening: 'buttons',
  pockets: 'patch',
  curvedHem: true,
});
export const blouse = top({ hemY: 630, hemHalfWidth: 142, neck: 'bow', sleeve: 'long', curvedHem: true });
export const knit = top({
  hemY: 610,
  hemHalfWidth: 134,
  neck: 'crew',
  sleeve: 'long',
  ribbed: true,
  cuffY: 630,
});
export const rollNeck = top({ hemY: 620, hemHalfWidth: 134, neck: 'roll', sleeve: 'long', ribbed: true });
export const cardigan = top({
  hemY: 620,
  hemHalfWidth: 138,
  neck: 'v',
  sleeve: 'long',
  fastening: 'buttons',
  ribbed: true,
});
export const blazer = top({
  hemY: 660,
  hemHalfWidth: 148,
  neck: 'lapel',
  sleeve: 'long',
  fastening: 'buttons',
  buttonCount: 2,
  pockets: 'flap',
});
export const jacket = top({
  hemY: 600,
  hemHalfWidth: 140,
  neck: 'stand',
  sleeve: 'long',
  fastening: 'zip',
  ribbed: true,
});
export const coat = top({
  hemY: 880,
  hemHalfWidth: 178,
  neck: 'lapel',
  sleeve: 'long',
  cuffY: 700,
  fastening: 'double-breasted',
  pockets: 'flap',
});
export const trench = top({
  hemY: 890,
  hemHalfWidth: 186,
  neck: 'lapel',
  sleeve: 'long',
  cuffY: 700,
  fastening: 'double-breasted',
  belt: true,
});
