import { startStack } from '../scripts/start-stack.ts';

/**
 * One real stack (emulator with its control API + BFF + built web) on free ports for the whole run. Workers are
 * started after this and inherit the addresses through the environment. `E2E_BFF_RUNTIME=workerd` serves the BFF
 * from a local workerd instead of Node (`npm run test:e2e:edge`).
 */
export default async function globalSetup() {
  const stack = await startStack({
    port: 0,
    quiet: true,
    runtime: process.env.E2E_BFF_RUNTIME === 'workerd' ? 'workerd' : 'node',
    env: { ...process.env, EMULATOR_CONTROL: '1', CHECKOUT_RATE_LIMIT: '1000' },
  });
  if (!stack.emulator) throw new Error('The end-to-end tests need the embedded emulator');
  process.env.SHOP_URL = stack.shopUrl;
  process.env.EMULATOR_API_ORIGIN = stack.emulator.apiOrigin;
  process.env.EMULATOR_PUBLIC_ORIGIN = stack.emulator.publicOrigin;
  process.env.EMULATOR_STORE_ID = stack.emulator.storeId;
  return () => stack.stop();
}
