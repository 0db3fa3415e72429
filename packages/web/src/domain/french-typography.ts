/**
 * French typography (issue 28): a narrow no-break space (U+202F) before « ; : ! ? » and inside « », so that no line
 * starts with a colon or a closing guillemet, and counts grouped by thousands (`formatCount`). The shop's strings
 * are written with ordinary spaces there; the build narrows them (vite/french-typography.ts), and a sweep of every
 * page reports what is still wrong.
 */

const NARROW_NO_BREAK_SPACE = '\u202F';

/**
 * The product's own strings, kept to the letter as docs/product/errors.md gives them, spaces and all: neither
 * narrowed nor reported (« Bientôt disponible ! », « Oups! … », « 3 en stock! », « … chargé: HTTP 404: … »).
 */
const keptToTheLetter =
  /Bientôt disponible !|Oups! |\d+ en stock!|(pu être chargé|Error loading products): (HTTP \d+: )?/g;

/** Runs `each` over the parts of `text` outside the product's own strings, and puts the text back together. */
function outsideKeptStrings(text: string, each: (part: string) => string): string {
  let result = '';
  let from = 0;
  for (const kept of text.matchAll(keptToTheLetter)) {
    result += each(text.slice(from, kept.index)) + kept[0];
    from = kept.index + kept[0].length;
  }
  return result + each(text.slice(from));
}

// A space before a mark that ends a phrase (not `?q=` nor `10:30`), after « and before »: each one character, so
// narrowing one keeps the text's length (and a source file's columns).
const spaceBeforeMark = /(?<=\S|^)[ \u00A0](?=[;:!?]+(?:$|[\s»),.'"’`;:!?]))/gu;
const spaceAfterOpening = /(?<=«)[ \u00A0]/g;
const spaceBeforeClosing = /[ \u00A0](?=»)/g;

/** The text with each ordinary space French wants narrow and unbreakable made so; nothing else changes. */
export function narrowFrenchSpaces(text: string): string {
  return outsideKeptStrings(text, (part) =>
    part
      .replace(spaceBeforeMark, NARROW_NO_BREAK_SPACE)
      .replace(spaceAfterOpening, NARROW_NO_BREAK_SPACE)
      .replace(spaceBeforeClosing, NARROW_NO_BREAK_SPACE),
  );
}

/** A mark or a guillemet right against the word (« Recherche: », «robe»). */
const missingSpace = /[\p{L}\p{N})»][;:!?]+(?=$|[\s»),.'"’])|«(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}.!?])»/gu;
/** A count before its noun (« 5000 créations ») written without its thousands apart (« 5 000 créations »). */
const ungroupedCount = /(?<![\p{L}\p{N}\-.,/#+])\d{4,}(?= \p{Ll})/gu;
const year = /^(19|20)\d\d$/;

/** What French typography finds wrong in a page's text: each fault with the characters around it. */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  outsideKeptStrings(text, (part) => {
    const report = (kind: string, at: number) =>
      faults.push(`${kind} ${JSON.stringify(part.slice(Math.max(0, at - 24), at + 24))}`);
    for (const pattern of [spaceBeforeMark, spaceAfterOpening, spaceBeforeClosing])
      for (const match of part.matchAll(pattern)) report('ordinary space', match.index);
    for (const match of part.matchAll(missingSpace)) report('no space', match.index);
    for (const match of part.matchAll(ungroupedCount)) if (!year.test(match[0])) report('count', match.index);
    return part;
  });
  return faults;
}
