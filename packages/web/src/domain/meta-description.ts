const META_DESCRIPTION_MAX_LENGTH = 160;

// The entities a French product description is likely to hold; any other stays as written.
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  euro: '€',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  oelig: 'œ',
  ugrave: 'ù',
  ucirc: 'û',
  Eacute: 'É',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return namedEntities[body] ?? entity;
}

/** The readable text of an HTML fragment, on one line. Written without the DOM so it also runs at build time. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
      // Runs of white space become one space, but a no-break space stays (« contraindre : le », « 5 000 »).
      .replace(/[^\S\u00A0\u202F]+/g, ' ')
      .trim()
  );
}

/** A page's meta description from a product's HTML description: at most 160 characters, cut between words. */
export function metaDescription(html: string, maxLength = META_DESCRIPTION_MAX_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= maxLength) return text;
  const room = text.slice(0, maxLength - 1); // one character is kept for the ellipsis
  // A word that fits whole is followed by a space in the full text.
  const end = text[room.length] === ' ' ? room.length : room.lastIndexOf(' ');
  const cut = end > 0 ? room.slice(0, end) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}
