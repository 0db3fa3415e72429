/**
 * The values of an `Accept`-style header (`Accept`, `Accept-Encoding`), lower-cased, each with its weight: its `q`,
 * else 1 (an unreadable `q` is NaN, which no weight test passes).
 */
export function acceptWeights(header: string): Map<string, number> {
  return new Map(
    header.split(',').map((part) => {
      const [value = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return [value, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
}
