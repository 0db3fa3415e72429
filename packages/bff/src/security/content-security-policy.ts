/**
 * The shop's Content-Security-Policy. Everything the page loads comes from this origin, except the storefront's
 * public hosts: product images (`img-src`) and the payment page (`form-action`). `inlineStyleHashes` lets a page
 * keep the exact style attributes its prerendered HTML was written with (see static/inline-style-hashes.ts),
 * and nothing else inline.
 */
export function contentSecurityPolicy(
  storefrontPublicOrigins: readonly string[],
  inlineStyleHashes: readonly string[] = [],
): string {
  const self = "'self'";
  const styleAttributes = inlineStyleHashes.length
    ? ["'unsafe-hashes'", ...inlineStyleHashes.map((hash) => `'${hash}'`)]
    : [];
  const directives: [string, string[]][] = [
    ['default-src', [self]],
    ['script-src', [self]],
    ['style-src', [self, ...styleAttributes]],
    ['img-src', [self, 'data:', ...storefrontPublicOrigins]],
    ['font-src', [self]],
    ['connect-src', [self]],
    ['form-action', [self, ...storefrontPublicOrigins]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', [self]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
