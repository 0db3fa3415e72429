/** Typos a search term forgives: one from four letters, two from eight (issue 28: « robbe » finds « robe »). */
export function allowedTypos(term: string): number {
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : 0;
}

/**
 * Whether `a` becomes `b` with at most `max` typos: a letter added, dropped, changed or two neighbours swapped
 * (the optimal-string-alignment distance). Rows stop early once every cell exceeds `max`, so a far word costs
 * a row or two, not the whole table.
 */
export function withinTypos(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row++) {
    const current = [row];
    let smallest = row;
    for (let column = 1; column <= b.length; column++) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let cell = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1])
        cell = Math.min(cell, (before[column - 2] ?? 0) + 1);
      current[column] = cell;
      smallest = Math.min(smallest, cell);
    }
    if (smallest > max) return false;
    before = previous;
    previous = current;
  }
  return (previous[b.length] ?? 0) <= max;
}
