import type { PageAnswers } from '@aurele/shop-contract';
import { createContext, type RouterContextProvider } from 'react-router-dom';
import { createPageAnswers } from '../../storefront/page-answers';

/**
 * Where a data page's loader asks for its data: by default the BFF's API (the browser's navigations); the server
 * render sets the BFF's own answers in the request's context.
 */
export const pageAnswersContext = createContext<PageAnswers>(createPageAnswers());

/** The answers for a loader's `context`. */
export function pageAnswers(context: Readonly<RouterContextProvider>): PageAnswers {
  return context.get(pageAnswersContext);
}
