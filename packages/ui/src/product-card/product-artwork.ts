// Stories only: quiet line drawings of garments, as inline SVG, so product stories need no network or files.

const garments = {
  coat: 'M70 40l-22 14-10 50 14 4 6-30v76h64V78l6 30 14-4-10-50-22-14-10 16H80z M100 56v122',
  scarf: 'M62 46c20 10 56 10 76 0l-8 26c-18 8-42 8-60 0z M78 72l-10 100h22l8-96 M122 72l10 100h-22l-8-96',
  bag: 'M56 84h88l-8 92H64z M80 84V70a20 20 0 0 1 40 0v14',
  dress: 'M84 38h32l-4 30 28 110H60l28-110z M84 38c4 10 28 10 32 0',
  shoe: 'M44 150c0-20 10-36 20-52l20 12c10 6 28 8 44 14 16 6 28 16 28 26v10H44z M44 150h116',
  shirt: 'M76 40l-30 18 12 28 14-8v98h56V78l14 8 12-28-30-18c-4 12-12 16-24 16s-20-4-24-16z',
} as const;

export type Garment = keyof typeof garments;

export function productArtwork(garment: Garment, background: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 266"><rect width="200" height="266" fill="${background}"/><g transform="translate(0 30)" fill="none" stroke="#5E574E" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round"><path d="${garments[garment]}"/></g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
