import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy } from './content-security-policy.js';

/** Answers a browser never shows as a page of their own: scripts, stylesheets, fonts. */
const subresourceTypes = /^(text\/javascript|application\/javascript|text\/css|font\/)/;

/** What only a page (a document) reads: sent with a script or a font, they are bytes for nothing. */
const pageOnlyHeaders = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * The security headers of every answer, API and static alike, except those only a page reads on scripts,
 * stylesheets and fonts (a page loads a score of them; each would carry a kilobyte of headers). A prerendered page
 * sets its own Content-Security-Policy (the same policy, plus its inline styles' hashes); every other answer gets
 * the base one.
 */
export function securityHeaders(storefrontPublicOrigins: readonly string[]): MiddlewareHandler {
  const basePolicy = contentSecurityPolicy(storefrontPublicOrigins);
  const otherHeaders = secureHeaders({
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
  return async (c, next) => {
    await otherHeaders(c, next);
    const headers = c.res.headers;
    if (subresourceTypes.test(headers.get('Content-Type') ?? '')) {
      for (const name of pageOnlyHeaders) headers.delete(name);
    } else if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', basePolicy);
    }
  };
}
