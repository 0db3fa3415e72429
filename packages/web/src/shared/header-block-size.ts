/**
 * The sticky header's height, published on the document by the header (`app/layout/use-published-height.ts`) so
 * that a bar sticking under it (/shop's « Filtrer » and « Trier ») starts where the header ends. Until the app
 * has measured it, the phone header's height at the default text size.
 */
export const headerBlockSize = '--header-block-size';

export const underHeader = `var(${headerBlockSize}, 117px)`;
