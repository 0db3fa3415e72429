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

/** Uniform noise of unit variance. */
const unitNoise = (random: SeededRandom) => (random.next() * 2 - 1) * Math.sqrt(3);

/** Adds to `field` a noise whose values are `cell` pixels apart, smoothly joined (bilinear). */
function addSmoothNoise(
  field: Float32Array,
  size: Size,
  cell: number,
  strength: number,
  random: SeededRandom,
) {
  const columns = Math.ceil(size.width / cell) + 2;
  const rows = Math.ceil(size.height / cell) + 2;
  const lattice = new Float32Array(columns * rows);
  for (let index = 0; index < lattice.length; index++) lattice[index] = unitNoise(random) * strength;
  for (let y = 0; y < size.height; y++) {
    const gridY = y / cell;
    const row = Math.floor(gridY);
    const fy = gridY - row;
    const above = row * columns;
    const below = above + columns;
    for (let x = 0; x < size.width; x++) {
      const gridX = x / cell;
      const column = Math.floor(gridX);
      const fx = gridX - column;
      const top = (lattice[above + column] ?? 0) * (1 - fx) + (lattice[above + column + 1] ?? 0) * fx;
      const bottom = (lattice[below + column] ?? 0) * (1 - fx) + (lattice[below + column + 1] ?? 0) * fx;
      const at = y * size.width + x;
      field[at] = (field[at] ?? 0) + top * (1 - fy) + bottom * fy;
    }
  }
}

function addWhiteNoise(field: Float32Array, strength: number, random: SeededRandom) {
  for (let index = 0; index < field.length; index++)
    field[index] = (field[index] ?? 0) + unitNoise(random) * strength;
}

/**
 * Adds the grain to raw pixels (`channels` bytes a pixel, the first three colour) of a picture drawn at `scale`
 * times the upload's size, the same for every colour (a camera's colour noise is removed in the camera). Drawn
 * smaller, each texture finer than a pixel averages out as it would in a resized photograph: the same picture,
 * weighing what a resized photograph weighs.
 */
export function addGrain(
  pixels: Uint8Array,
  size: Size,
  channels: number,
  seed: number,
  scale: number,
): void {
  const random = new SeededRandom(seed);
  const field = new Float32Array(size.width * size.height);
  for (const { cell, strength } of octaves) {
    const drawnCell = cell * scale;
    if (drawnCell >= 1) addSmoothNoise(field, size, drawnCell, strength, random);
    // Finer than a pixel, a texture averages out: its spread shrinks with its cells (a smooth one's is already
    // two thirds of its lattice's, joined as it is).
    else addWhiteNoise(field, strength * drawnCell * (cell === 1 ? 1 : 2 / 3), random);
  }
  for (let index = 0; index < field.length; index++) {
    const offset = index * channels;
    const shift = field[index] ?? 0;
    for (let channel = 0; channel < 3; channel++) {
      pixels[offset + channel] = Math.min(
        255,
        Math.max(0, Math.round((pixels[offset + channel] ?? 0) + shift)),
      );
    }
  }
}
