// The BFF on workerd (Cloudflare Workers): `wrangler dev` / `wrangler deploy` with packages/bff/wrangler.jsonc.
// The same app as `server.ts`; only what the runtime provides differs: configuration from bindings, the web build
// from Workers Static Assets, caches in the Cache API, the catalogue index in Workers KV written by a Cron Trigger,
// checkouts counted by the platform, compression by workerd.
import webBuild from 'aurele:web-build';
import { BUILD_FILES, CATALOGUE_TABLES, createPageRenderer } from 'aurele:web-renderer';
import { waitUntil } from 'cloudflare:workers';
import type { ExecutionContext } from 'hono';
import { createApp } from './app.js';
import { type AssetsBinding, assetsStaticFiles } from './edge/assets-files.js';
import { kvCatalogueStore } from './edge/kv-catalogue-store.js';
import { kvStockStore } from './edge/kv-stock-store.js';
import { bindingRateLimiter, type RateLimitBinding } from './edge/rate-limit-binding.js';
import { type ScheduledEnv, scheduledRefresh } from './edge/scheduled-refresh.js';
import { workerConfig } from './edge/worker-config.js';
import { errorMessages } from './http/errors.js';
import { manifestStyleHashes } from './static/inline-style-hashes.js';
import { workerdDeps } from './workerd-deps.js';

/**
 * The worker's bindings: the variables of `config.ts` (secrets or vars), the web build, the catalogue index's KV
 * namespace, the checkout limiter.
 */
interface WorkerEnv extends ScheduledEnv {
  ASSETS: AssetsBinding;
  CHECKOUT_LIMITER?: RateLimitBinding;
}

/** The binding's period in wrangler.jsonc (`ratelimits[].simple.period`). */
const CHECKOUT_LIMIT_PERIOD_SECONDS = 60;

const renderPage = createPageRenderer(webBuild.pageTemplate);
const styleHashes = manifestStyleHashes(webBuild.styleHashes);

/** One app per isolate and environment: its bindings do not change between the requests it serves. */
const apps = new WeakMap<WorkerEnv, ReturnType<typeof createApp>>();

function appFor(env: WorkerEnv) {
  let app = apps.get(env);
  if (app) return app;
  app = createApp(workerConfig(env), {
    staticFiles: assetsStaticFiles(env.ASSETS),
    renderPage,
    buildFiles: BUILD_FILES,
    catalogueTables: CATALOGUE_TABLES,
    styleHashes,
    // Set by Cloudflare's edge to the client's address; a client cannot forge it there.
    clientKey: (c) => c.req.header('CF-Connecting-IP') ?? 'unknown',
    checkoutLimiter: env.CHECKOUT_LIMITER
      ? bindingRateLimiter(env.CHECKOUT_LIMITER, CHECKOUT_LIMIT_PERIOD_SECONDS)
      : undefined,
    ...workerdDeps(caches.default),
    catalogueStore: kvCatalogueStore(env.CATALOGUE),
    stockStore: kvStockStore(env.CATALOGUE),
    background: waitUntil,
  });
  apps.set(env, app);
  return app;
}

export default {
  fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Response | Promise<Response> {
    let app: ReturnType<typeof createApp>;
    try {
      app = appFor(env);
    } catch (error) {
      // Names the wrong variables in the log, never their values; the client learns nothing of them.
      console.error(error instanceof Error ? error.message : String(error));
      return Response.json(
        { error: { status: 503, message: errorMessages.internal } },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      );
    }
    return app.fetch(request, env, ctx);
  },
  /** The Cron Trigger: the one read of the store for every location (README, « At the edge »). */
  scheduled(_controller: unknown, env: WorkerEnv, ctx: ExecutionContext): void {
    ctx.waitUntil(scheduledRefresh(env, CATALOGUE_TABLES));
  },
};
