/** `Accept-Encoding` gives gzip, or else `*`, a weight above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return [coding, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const weight = weights.get('gzip') ?? weights.get('*');
  return weight !== undefined && weight > 0;
}
