/** One warning: what happened (`event`, e.g. `product-skipped`) and the facts that say which and why. */
export type WarnLog = (event: string, fields: Record<string, unknown>) => void;

/**
 * Warnings as JSON lines beside the request log's, `{ time, level: "warn", event, … }`. The whole line is
 * redacted: its facts come from the storefront's answers, which must not bring the store id or API host along.
 */
export function warnLog(write: (line: string) => void, redact: (text: string) => string): WarnLog {
  return (event, fields) =>
    write(redact(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event, ...fields })));
}
