import { describe, expect, it } from 'vitest';
import { HttpError } from '../../storefront/http-error';
import { loadErrorDetail, seenCount } from './messages';

describe('loadErrorDetail', () => {
  it('shows the error text after SPEC’s prefix, with its fallback', () => {
    expect(loadErrorDetail(new HttpError(503, 'Service Unavailable'))).toBe(
      'Error loading products: HTTP 503: Service Unavailable',
    );
    expect(loadErrorDetail('boom')).toBe('Error loading products: Failed to load products');
  });
});

describe('seenCount', () => {
  it('counts how far the shopper has come, one in the singular', () => {
    expect(seenCount(24, 120)).toBe('Vous avez vu 24 créations sur 120');
    expect(seenCount(1, 1)).toBe('Vous avez vu 1 création sur 1');
  });
});
