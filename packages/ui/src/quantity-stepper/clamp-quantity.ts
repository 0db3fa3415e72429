/** Reads what the shopper typed as a quantity within bounds; anything that is not a whole number keeps `fallback`. */
export function clampQuantity(typed: string, fallback: number, min: number, max?: number) {
  const parsed = Number.parseInt(typed.trim(), 10);
  if (Number.isNaN(parsed)) return fallback;
  return Math.min(Math.max(parsed, min), max ?? Number.POSITIVE_INFINITY);
}
