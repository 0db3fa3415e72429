import { SeededRandom } from '../catalogue/large-store/seeded-random.js';
import type { Size } from '../cdn/resize-geometry.js';

/**
 * A photograph's texture, in the upload's pixels: the sensor's fine grain, then the coarser mottling of cloth,
 * paper and light that survives when the picture is made smaller. Strengths are in 8-bit levels: light enough to
 * look like a photograph, enough to weigh like one.
 */
const octaves = [
  { cell: 1, strength: 5 },
  { cell: 4, strength: 3 },
  { cell: 16, strength: 3 },
  { cell: 64, strength: 2.5 },
] as const;

/** The grain is a tile repeated over the picture: large enough that nobody sees it repeat. */
const TILE = 512;

/** Uniform noise of unit variance. */
const unitNoise = (random: SeededRandom) => (random.next() * 2 - 1) * Math.sqrt(3);

/** Adds a noise whose values are `TILE / cells` pixels apart, smoothly joined, wrapping at the tile's edges. */
function addSmoothNoise(field: Float32Array, cells: number, strength: number, random: SeededRandom) {
  const lattice = Float32Array.from({ length: cells * cells }, () => unitNoise(random) * strength);
  const at = (column: number, row: number) => lattice[(row % cells) * cells + (column % cells)] ?? 0;
  const cell = TILE / cells;
  for (let y = 0; y < TILE; y++) {
    const row = Math.floor(y / cell);
    const fy = y / cell - row;
    for (let x = 0; x < TILE; x++) {
      const column = Math.floor(x / cell);
      const fx = x / cell - column;
      const top = at(column, row) * (1 - fx) + at(column + 1, row) * fx;
      const bottom = at(column, row + 1) * (1 - fx) + at(column + 1, row + 1) * fx;
      field[y * TILE + x] = (field[y * TILE + x] ?? 0) + top * (1 - fy) + bottom * fy;
    }
  }
}

function addWhiteNoise(field: Float32Array, strength: number, random: SeededRandom) {
  for (let index = 0; index < field.length; index++) {
    field[index] = (field[index] ?? 0) + unitNoise(random) * strength;
  }
}

/** Rows grained between two turns of the event loop: the API answers while a large photograph develops. */
const ROWS_A_TURN = 128;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The grain of a picture drawn at `scale` times the upload's size, as a tile of level shifts to repeat over it.
 * Drawn smaller, each texture finer than a pixel averages out as it does in a resized photograph: the same
 * picture, weighing what a resized photograph weighs.
 */
export function grainTile(seed: number, scale: number): Int8Array {
  const random = new SeededRandom(seed);
  const field = new Float32Array(TILE * TILE);
  for (const { cell, strength } of octaves) {
    const drawnCell = cell * scale;
    if (drawnCell >= 1) addSmoothNoise(field, Math.max(1, Math.round(TILE / drawnCell)), strength, random);
    // Finer than a pixel, a texture averages out: its spread shrinks with its cells (a smooth one's is already
    // two thirds of its lattice's, joined as it is).
    else addWhiteNoise(field, strength * drawnCell * (cell === 1 ? 1 : 2 / 3), random);
  }
  return Int8Array.from(field, (shift) => Math.max(-128, Math.min(127, Math.round(shift))));
}

/**
 * Lays the tile over raw pixels (`channels` bytes a pixel, the first three colour), the same shift on every
 * colour (a camera removes its colour noise). A few rows a turn, so the emulator's other requests go on.
 */
export async function addGrain(
  pixels: Uint8Array,
  size: Size,
  channels: number,
  tile: Int8Array,
): Promise<void> {
  const clamped = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  for (let y = 0; y < size.height; y++) {
    if (y % ROWS_A_TURN === ROWS_A_TURN - 1) await nextTurn();
    const tileRow = (y % TILE) * TILE;
    let offset = y * size.width * channels;
    for (let x = 0; x < size.width; x++, offset += channels) {
      const shift = tile[tileRow + (x % TILE)] ?? 0;
      clamped[offset] = (clamped[offset] ?? 0) + shift;
      clamped[offset + 1] = (clamped[offset + 1] ?? 0) + shift;
      clamped[offset + 2] = (clamped[offset + 2] ?? 0) + shift;
    }
  }
}
