import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The security headers of every answer, API and static alike. Everything the page loads comes from this
 * origin, except the storefront's public hosts: product images (`img-src`) and the payment page (`form-action`).
 */
export function securityHeaders(storefrontPublicOrigins: readonly string[]): MiddlewareHandler {
  const self = "'self'";
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: [self],
      styleSrc: [self],
      imgSrc: [self, 'data:', ...storefrontPublicOrigins],
      fontSrc: [self],
      connectSrc: [self],
      formAction: [self, ...storefrontPublicOrigins],
      frameAncestors: ["'none'"],
      baseUri: [self],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}
