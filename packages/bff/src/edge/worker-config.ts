import { type AppConfig, loadConfig } from '../config.js';

/**
 * The app's configuration from a worker's bindings: its string ones are the variables of `config.ts` (secrets
 * or vars). `PUBLIC_ORIGIN` is required: there is no listening address to default to. Throws `ConfigError`, or an
 * Error naming the missing variable, never a value.
 */
export function workerConfig(env: Record<string, unknown>): AppConfig {
  const variables = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const config = loadConfig(variables);
  if (!config.publicOrigin)
    throw new Error('Invalid configuration:\n  - PUBLIC_ORIGIN: is required on workerd');
  return { ...config, publicOrigin: config.publicOrigin };
}
