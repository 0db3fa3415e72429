/** Drawing helpers in the artwork's 800 × 1000 space, whose vertical axis of symmetry is x = 400. */

export type Point = readonly [number, number];

/** One step of an outline: a straight line to `to`, or a quadratic curve bent towards `via`. */
export interface Step {
  readonly to: Point;
  readonly via?: Point;
}

const AXIS = 400;

const mirrored = ([x, y]: Point): Point => [2 * AXIS - x, y];
const format = ([x, y]: Point) => `${x} ${y}`;
const segment = ({ to, via }: Step) => (via ? `Q${format(via)} ${format(to)}` : `L${format(to)}`);

/**
 * A closed outline symmetric about the axis, given its right half from `start` (on the axis, at the top)
 * clockwise down to the last step (on the axis, at the bottom): garments are drawn once, not twice.
 */
export function symmetric(start: Point, rightHalf: readonly Step[]): string {
  // Walking the right half backwards, mirrored: each step returns to where the original one started.
  let previous = start;
  const leftHalf = rightHalf
    .map((step) => {
      const back: Step = { to: mirrored(previous), via: step.via && mirrored(step.via) };
      previous = step.to;
      return back;
    })
    .reverse();
  return `M${format(start)} ${[...rightHalf, ...leftHalf].map(segment).join(' ')} Z`;
}

/** An open or closed outline through the given steps. */
function outline(start: Point, steps: readonly Step[], closed = true): string {
  return `M${format(start)} ${steps.map(segment).join(' ')}${closed ? ' Z' : ''}`;
}

/** The same outline reflected across the axis: the other sleeve, the other lapel. */
export function pair(start: Point, steps: readonly Step[]): [string, string] {
  const reflect = (step: Step): Step =>
    step.via ? { to: mirrored(step.to), via: mirrored(step.via) } : { to: mirrored(step.to) };
  return [outline(start, steps), outline(mirrored(start), steps.map(reflect))];
}

/**
 * The inside of the back neck seen through a front neckline, from the right neck point down to `depth` on the
 * axis: it keeps a flat from looking hollow. It is painted in the seam tone, over the cloth.
 */
export function neckLining([x, y]: Point, depth: number, shape: 'round' | 'square' | 'v'): string {
  const left = 2 * AXIS - x;
  const front =
    shape === 'v'
      ? `L${AXIS} ${depth} L${left} ${y}`
      : `Q${shape === 'square' ? x : x - 4} ${depth} ${AXIS} ${depth} Q${shape === 'square' ? left : left + 4} ${depth} ${left} ${y}`;
  return `<path d="M${x} ${y} ${front} Q${AXIS} ${y + 20} ${x} ${y} Z" opacity=".85"/>`;
}

/** A panel with rounded corners, centred on the axis: clutches, card holders. */
export function roundedPanel(top: number, bottom: number, halfWidth: number, radius: number): string {
  const right = AXIS + halfWidth;
  return symmetric(
    [AXIS, top],
    [
      { to: [right - radius, top] },
      { to: [right, top + radius], via: [right, top] },
      { to: [right, bottom - radius] },
      { to: [right - radius, bottom], via: [right, bottom] },
      { to: [AXIS, bottom] },
    ],
  );
}

/** A shirt collar's two pointed leaves, hanging from the neck point `[x, y]` (right side) and its mirror. */
export function collarLeaves([x, y]: Point): { body: string; details: string } {
  const leaves = pair([402, 214], [{ to: [x, y - 4] }, { to: [x + 28, y + 10] }, { to: [x - 2, y + 88] }]);
  return {
    body: leaves.map((leaf) => path(leaf)).join(''),
    details: leaves.map((leaf) => seam(leaf)).join(''),
  };
}

export const path = (d: string, attributes = '') => `<path d="${d}"${attributes ? ` ${attributes}` : ''}/>`;

/** A seam or fold line: stroked in the detail tone, never filled. */
export const seam = (d: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const dot = ([x, y]: Point, radius: number) => `<circle cx="${x}" cy="${y}" r="${radius}"/>`;

/** Evenly spaced values from `from` to `to` inclusive. */
export function spread(from: number, to: number, count: number): number[] {
  if (count === 1) return [(from + to) / 2];
  return Array.from({ length: count }, (_, index) => from + ((to - from) * index) / (count - 1));
}
