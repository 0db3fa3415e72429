import { parseArgs } from 'node:util';
import { type Preset, presets } from './lighthouse-run.ts';

/** `/product` stands for the page of the shop's first product, whose id is read from the running shop. */
export const PRODUCT_ROUTE = '/product';

export const usage =
  'usage: pnpm bench:web [--runs N] [--only mobile|desktop] [--routes /,/shop,/product,/cart] [--no-build]\n' +
  '       (npm run bench:web -- …; defaults: 3 runs, both presets, those four routes, a fresh build)';

export interface WebOptions {
  runs: number;
  presets: Preset[];
  routes: string[];
  build: boolean;
  help: boolean;
}

/** Reads the command line; throws a message meant for the user on anything it does not understand. */
export function readWebOptions(args: string[]): WebOptions {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      routes: { type: 'string', default: `/,/shop,${PRODUCT_ROUTE},/cart` },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number ≥ 1, not "${values.runs}"`);
  const only = values.only;
  if (only !== undefined && !isPreset(only))
    throw new Error(`--only takes ${presets.join(' or ')}, not "${only}"`);
  const routes = values.routes.split(',').map((route) => route.trim());
  const wrong = routes.find((route) => !route.startsWith('/'));
  if (wrong !== undefined) throw new Error(`--routes takes paths that start with "/", not "${wrong}"`);
  return {
    runs,
    presets: only === undefined ? [...presets] : [only],
    routes,
    build: !values['no-build'],
    help: values.help,
  };
}

const isPreset = (value: string): value is Preset => (presets as readonly string[]).includes(value);
