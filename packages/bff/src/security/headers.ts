import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy } from './content-security-policy.js';

/**
 * The security headers of every answer, API and static alike. A prerendered page sets its own
 * Content-Security-Policy (the same policy, plus its inline styles' hashes); every other answer gets the base one.
 */
export function securityHeaders(storefrontPublicOrigins: readonly string[]): MiddlewareHandler {
  const basePolicy = contentSecurityPolicy(storefrontPublicOrigins);
  const otherHeaders = secureHeaders({
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
  return (c, next) =>
    otherHeaders(c, async () => {
      await next();
      if (!c.res.headers.has('Content-Security-Policy')) {
        c.res.headers.set('Content-Security-Policy', basePolicy);
      }
    });
}
