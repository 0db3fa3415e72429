import { Hono } from 'hono';
import type { PhotoLab } from '../cdn/photo-lab.js';
import { resizeRoute } from '../cdn/resize-route.js';
import { uploadRoute } from '../cdn/upload-route.js';
import { messagePage } from '../payment/message-page.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { paymentRoutes } from './payment-routes.js';

/**
 * The public origin a browser reaches: the CDN (uploads and their resizing) and the hosted payment page. `lab`
 * develops the photographs; without one (in memory) the CDN answers the drawings.
 */
export function createPublicApp(state: EmulatorState, lab: PhotoLab | null): Hono {
  const app = new Hono();
  app.route('/cdn-ecommerce', uploadRoute(state.images, lab));
  app.route('/cdn-cgi/image', resizeRoute(state.images, lab, state.publicOrigin));
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
