// Stories only: quiet drawings as inline SVG, so catalogue stories need no network and no image files.

const silhouettes = {
  dress: 'M88 52h24l-3 34 31 104H60l31-104z M88 52c3 8 21 8 24 0',
  jacket: 'M72 54l-24 16-8 56 14 4 8-34v92h76V92l8 34 14-4-8-56-24-16-28 40z M100 94v94',
  bag: 'M58 102h84l-8 88H66z M80 102V86a20 20 0 0 1 40 0v16',
  scarf: 'M70 58c18 8 42 8 60 0l-6 22c-14 6-34 6-48 0z M82 80l-10 106h20l8-100 M118 80l10 106h-20l-8-100',
  watch: 'M88 56h24v28H88z M88 156h24v28H88z M100 96a24 24 0 1 0 0.1 0z M100 104v16l10 6',
  sweater: 'M76 56l-30 20 10 64 14-2-2-44v94h64V94l-2 44 14 2 10-64-30-20c-4 10-12 14-24 14s-20-4-24-14z',
} as const;

export type Silhouette = keyof typeof silhouettes;

/** A 4:5 drawing, as the storefront's images are. */
export function artwork(silhouette: Silhouette, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 250"><rect width="200" height="250" fill="${background}"/><path d="${silhouettes[silhouette]}" fill="none" stroke="#5E574E" stroke-width="1.5" stroke-linejoin="round"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
