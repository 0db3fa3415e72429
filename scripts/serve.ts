// `npm start`: the whole shop on one machine, until Ctrl-C. `--edge` (`npm run start:edge`): the BFF in a local
// workerd, as it runs on Cloudflare Workers.
import { startStack } from './start-stack.ts';

const stack = await startStack({ runtime: process.argv.includes('--edge') ? 'workerd' : 'node' });
console.log(`\nMaison Aurèle est ouverte : ${stack.shopUrl}\n(Ctrl-C pour arrêter)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.stop().then(() => process.exit(0));
  });
}

const crashed = await stack.crashed;
console.error(`${crashed} stopped unexpectedly; stopping the shop.`);
await stack.stop();
process.exit(1);
