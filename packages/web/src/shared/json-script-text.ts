/**
 * Data as the text of a `<script type="application/json">` (or `ld+json`) block: `<`, `>`, `&` and the two JSON
 * line separators are written as `\uXXXX`, so no text in the data can close the element or be read as markup,
 * and `JSON.parse` gives the same data back.
 */
export function jsonScriptText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
