import { configFromEnv } from './server-config.js';
import { startEmulator } from './start-emulator.js';

/** The emulator as a process: `node dist/server.js`, configured by the environment. */
try {
  const emulator = await startEmulator(configFromEnv(process.env));
  const { apiOrigin, publicOrigin, storeId, profile } = emulator;
  // One JSON line on stdout: the launcher reads the addresses from it.
  process.stdout.write(
    `${JSON.stringify({ service: 'storefront-emulator', profile, apiOrigin, publicOrigin, storeId })}\n`,
  );
  const stop = () => {
    emulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  process.stderr.write(`storefront-emulator: ${(error as Error).message}\n`);
  process.exit(1);
}
