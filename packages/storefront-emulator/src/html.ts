/** Minimal HTML templating: interpolations are escaped unless they are already HTML. */

// Attributes are always double-quoted, so the apostrophes of French text can stay as they are.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => entities[character] ?? character);
}

/** A fragment that is already HTML and must not be escaped again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: SafeHtml) => item.value).join('');
  return escapeHtml(String(value));
}

/** `html\`<p>${text}</p>\`` escapes `text`; nested `html` fragments and arrays of them pass through. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(strings.reduce((result, chunk, index) => result + render(values[index - 1]) + chunk));
}
