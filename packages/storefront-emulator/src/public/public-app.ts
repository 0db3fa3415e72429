import { Hono } from 'hono';
import { messagePage } from '../payment/message-page.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { imageRoute } from './image-route.js';
import { paymentRoutes } from './payment-routes.js';

/** The public origin a browser reaches: product images and the hosted payment page. */
export function createPublicApp(state: EmulatorState): Hono {
  const app = new Hono();
  app.route('/images', imageRoute(state.images));
  app.route('/checkout', paymentRoutes(state));
  app.notFound((c) =>
    c.html(
      messagePage(state.profile, {
        title: 'Page introuvable',
        text: 'Cette adresse ne correspond à aucune page.',
      }),
      404,
    ),
  );
  app.onError((_error, c) =>
    c.html(
      messagePage(state.profile, {
        title: 'Service momentanément indisponible',
        text: "Une erreur est survenue de notre côté. Aucun paiement n'a été effectué ; veuillez réessayer dans un instant.",
      }),
      500,
    ),
  );
  return app;
}
