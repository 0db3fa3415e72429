import { describe, expect, it } from 'vitest';
import { HttpError } from '../../storefront/http-error';
import { loadErrorDetail } from './messages';

describe('loadErrorDetail', () => {
  it('shows the error text after SPEC’s prefix, with its fallback', () => {
    expect(loadErrorDetail(new HttpError(503, 'Service Unavailable'))).toBe(
      'Error loading products: HTTP 503: Service Unavailable',
    );
    expect(loadErrorDetail('boom')).toBe('Error loading products: Failed to load products');
  });
});
