import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';

/** The shop's page for the current location, under whichever router renders it (browser or prerender). */
export function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
