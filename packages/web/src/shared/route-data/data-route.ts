import type { ReactElement } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';

interface DataRoute {
  /** The name the hydration data files the loader's answer under. */
  id: string;
  loader: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  page: ReactElement;
}

/**
 * The route of a page whose data its loader gives (`/`, `/shop`, `/product/:id`). The page is also its own error
 * element: it shows the loader's failure in place of the data, with « Réessayer ».
 */
export function dataRoute({ id, loader, shouldRevalidate, page }: DataRoute) {
  return { id, loader, shouldRevalidate, element: page, errorElement: page };
}
