/** What a text field holds as the shopper left it: its text, where the caret is, and whether it has the focus. */
export interface TypedText {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  focused: boolean;
}

/** What `input` holds now, for a field that takes its place to carry on from (nothing typed is lost). */
export function typedTextOf(input: HTMLInputElement): TypedText {
  const { value, selectionStart, selectionEnd } = input;
  return { value, selectionStart, selectionEnd, focused: input.ownerDocument.activeElement === input };
}
