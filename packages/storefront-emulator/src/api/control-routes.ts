import { Hono } from 'hono';
import type { EmulatorState } from '../state/emulator-state.js';
import { faultSettingsSchema } from '../state/faults.js';
import { productPatchSchema } from '../state/product-patches.js';
import { readJsonBody } from './json-body.js';
import { sendError } from './nest-errors.js';

/** `/__control/*`: what tests and benchmarks use to reset the emulator, inject faults and edit products. */
export function controlRoutes(state: EmulatorState): Hono {
  return new Hono()
    .post('/reset', (c) => {
      state.reset();
      return c.body(null, 204);
    })
    .get('/faults', (c) => c.json(state.faults.current))
    .post('/faults', async (c) => {
      const body = await readJsonBody(c, faultSettingsSchema);
      if ('messages' in body) return sendError(c, 400, body.messages);
      state.faults.set(body.data);
      return c.body(null, 204);
    })
    .post('/products/:id', async (c) => {
      const id = c.req.param('id');
      if (!state.catalogue.byId(id)) return sendError(c, 404, `Product with id ${id} not found`);
      const body = await readJsonBody(c, productPatchSchema);
      if ('messages' in body) return sendError(c, 400, body.messages);
      state.patches.set(id, body.data);
      return c.body(null, 204);
    });
}
