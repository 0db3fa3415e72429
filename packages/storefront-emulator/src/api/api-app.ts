import { Hono } from 'hono';
import type { EmulatorState } from '../state/emulator-state.js';
import { checkoutRoute } from './checkout-route.js';
import { controlRoutes } from './control-routes.js';
import { correlationId } from './correlation-id.js';
import { type ConnectionDropper, faultInjection } from './fault-injection.js';
import { sendError } from './nest-errors.js';
import { productsRoutes } from './products-routes.js';
import { variantsRoute } from './variants-route.js';

export interface ApiAppOptions {
  /** Serves `/__control/*`; otherwise those paths are unknown (404). */
  readonly control: boolean;
  readonly dropConnection: ConnectionDropper;
}

/** The private API origin: the storefront's four calls under `/store/{store}`, and the control routes. */
export function createApiApp(state: EmulatorState, options: ApiAppOptions): Hono {
  const app = new Hono();
  app.use(correlationId);
  // Faults come next: they stand for the network and the servers in front of the service.
  app.use('/store/*', faultInjection(state, options.dropConnection));
  app.use('/store/:store/*', async (c, next) => {
    if (c.req.param('store') !== state.storeId) return sendError(c, 404, 'Store not found');
    return next();
  });
  app.route('/store/:store/products', productsRoutes(state));
  app.route('/store/:store/variants', variantsRoute(state));
  app.route('/store/:store/checkout', checkoutRoute(state));
  if (options.control) app.route('/__control', controlRoutes(state));
  app.notFound((c) => sendError(c, 404, `Cannot ${c.req.method} ${c.req.path}`));
  app.onError((_error, c) => sendError(c, 500, 'Internal server error'));
  return app;
}
