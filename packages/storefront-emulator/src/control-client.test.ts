import { describe, expect, it } from 'vitest';
import { emulatorControl } from './control-client.js';
import type { Emulator } from './create-emulator.js';
import { testEmulator } from './testing/fixture.js';

/** The client, its requests answered by the in-memory emulator instead of the network. */
const controlOf = (emulator: Emulator) =>
  emulatorControl('http://emulator.test', async (input, init) => emulator.api.request(input, init));

describe('emulatorControl', () => {
  it('injects a fault, edits a product, and resets both', async () => {
    const emulator = testEmulator();
    const control = controlOf(emulator);
    const [product] = emulator.state.catalogue.products;
    if (!product) throw new Error('The seed is empty');

    await control.setFault({ mode: 'error', status: 503, path: '/variants' });
    await control.editProduct(product.id, { description: '<p>Réécrit</p>' });
    expect(emulator.state.faults.current).toEqual({ mode: 'error', status: 503, path: '/variants' });
    expect(emulator.state.patches.apply(product).description).toBe('<p>Réécrit</p>');

    await control.reset();
    expect(emulator.state.faults.current).toEqual({ mode: 'none' });
    expect(emulator.state.patches.apply(product).description).toBe(product.description);
  });

  it('throws when the emulator refuses a call, naming it and its status', async () => {
    const control = controlOf(testEmulator());
    await expect(control.setFault({ mode: 'error', status: 200 })).rejects.toThrow(
      'emulator control faults answered 400',
    );
    await expect(control.editProduct('prod_nope', { description: '' })).rejects.toThrow(
      'emulator control products/prod_nope answered 404',
    );
  });

  it('throws when the emulator runs without its control API', async () => {
    await expect(controlOf(testEmulator({ control: false })).reset()).rejects.toThrow(
      'emulator control reset answered 404',
    );
  });
});
