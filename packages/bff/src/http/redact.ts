/**
 * Masks the upstream's secrets (store id, API origin, host) in text bound for the logs, whatever its case.
 * The BFF never writes them itself; this covers what a client or an unexpected error might put in a line.
 */
export function createRedactor(apiUrl: string, storeId: string): (text: string) => string {
  const { origin, host, hostname } = new URL(apiUrl);
  const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const secrets = [origin, host, hostname, storeId].sort((a, b) => b.length - a.length).map(escapeForRegExp);
  const pattern = new RegExp(secrets.join('|'), 'gi');
  return (text) => text.replace(pattern, '[redacted]');
}
