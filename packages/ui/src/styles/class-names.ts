/** Joins the classes that apply; falsy entries drop out. */
export function classNames(...classes: Array<string | false | null | undefined>) {
  return classes.filter(Boolean).join(' ');
}
