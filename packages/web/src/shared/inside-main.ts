import { createContext } from 'react';

/**
 * True inside the page's `<main>`: a link there to another view of the same page (a filter, a collection, a page
 * of the list) keeps the scroll where it is, as a control of the page would.
 */
export const InsideMainContext = createContext(false);
