import { z } from 'zod';
import { storefrontIdPattern } from './storefront/ids.js';

/** An unset variable and an empty one mean the same: take the default. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: `must be a whole number between ${min} and ${max}` })
      .int({ error: `must be a whole number between ${min} and ${max}` })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );

/** `scheme://host[:port]` with nothing after it, normalised (`https://Shop.example/` → `https://shop.example`). */
const toOrigin = (value: string, ctx: z.RefinementCtx) => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an http(s) origin such as https://shop.example, with no path',
    });
    return z.NEVER;
  }
  return url.origin;
};

const required = (what: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});

const envSchema = z
  .object({
    PORT: integer(0, 65535, 8080),
    HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
    PUBLIC_ORIGIN: z.preprocess(blankAsUnset, z.string().transform(toOrigin).optional()),
    STOREFRONT_API_URL: z.preprocess(
      blankAsUnset,
      z
        .url({ protocol: /^https?$/, ...required('an http(s) URL') })
        .refine((value) => !/[?#]/.test(value), 'must not carry a query or a fragment')
        // The client appends `/store/{id}/…`; a trailing slash would double it.
        .transform((value) => value.replace(/\/+$/, '')),
    ),
    STOREFRONT_STORE_ID: z.preprocess(
      blankAsUnset,
      z.string(required('an id')).regex(storefrontIdPattern, 'must be 1 to 64 letters, digits, _ or -'),
    ),
    STOREFRONT_TIMEOUT_MS: integer(1, 120_000, 8000),
    STOREFRONT_PUBLIC_ORIGINS: z.preprocess(
      blankAsUnset,
      z
        .string()
        .default('')
        .transform((list) =>
          list
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().transform(toOrigin))),
    ),
    CHECKOUT_RATE_LIMIT: integer(1, 100_000, 20),
    // A busy administrator sends a few dozen dashboard requests a minute.
    ADMIN_RATE_LIMIT: integer(1, 100_000, 240),
    // Each read asks the storefront for its whole catalogue (about 90 MB for 20 000 products): minutes, not seconds.
    CATALOGUE_REFRESH_SECONDS: integer(30, 86_400, 300),
    WEB_ROOT: z.preprocess(blankAsUnset, z.string().optional()),
  })
  .superRefine((env, ctx) => {
    // The API origin is private: listing it in the CSP would publish it in every response.
    const apiOrigin = URL.canParse(env.STOREFRONT_API_URL)
      ? new URL(env.STOREFRONT_API_URL).origin
      : undefined;
    if (apiOrigin && env.STOREFRONT_PUBLIC_ORIGINS.includes(apiOrigin)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STOREFRONT_PUBLIC_ORIGINS'],
        message: "must not list STOREFRONT_API_URL's origin, which stays private",
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  /** Unset means « the address the server listens on », known only once listening (PORT=0). */
  publicOrigin: string | undefined;
  storefront: {
    apiUrl: string;
    storeId: string;
    timeoutMs: number;
    /** Public hosts of the storefront (images, payment page), allowed in the CSP. */
    publicOrigins: string[];
  };
  /** Checkout requests per minute per client. */
  checkoutRateLimit: number;
  /** Dashboard requests (`/api/admin/*`) per minute per client. */
  adminRateLimit: number;
  /** How old the catalogue index may get before it is read again from the storefront, in the background. */
  catalogueRefreshMs: number;
  /** Unset means the server's default (the sibling `packages/web/dist`). */
  webRoot: string | undefined;
}

/** What `createApp` needs: the configuration once the public origin is known. */
export type AppConfig = Omit<Config, 'publicOrigin'> & { publicOrigin: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from environment variables; throws a ConfigError that names every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // Names and rules only: a value could be a secret (the store id).
    const lines = parsed.error.issues.map((issue) => `  - ${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    publicOrigin: value.PUBLIC_ORIGIN,
    storefront: {
      apiUrl: value.STOREFRONT_API_URL,
      storeId: value.STOREFRONT_STORE_ID,
      timeoutMs: value.STOREFRONT_TIMEOUT_MS,
      publicOrigins: value.STOREFRONT_PUBLIC_ORIGINS,
    },
    checkoutRateLimit: value.CHECKOUT_RATE_LIMIT,
    adminRateLimit: value.ADMIN_RATE_LIMIT,
    catalogueRefreshMs: value.CATALOGUE_REFRESH_SECONDS * 1000,
    webRoot: value.WEB_ROOT,
  };
}
