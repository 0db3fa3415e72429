import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const required = { STOREFRONT_API_URL: 'http://127.0.0.1:8081', STOREFRONT_STORE_ID: 'store_42' };

function configError(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig(required)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      publicOrigin: undefined,
      storefront: {
        apiUrl: 'http://127.0.0.1:8081',
        storeId: 'store_42',
        timeoutMs: 8000,
        publicOrigins: [],
      },
      checkoutRateLimit: 20,
      adminRateLimit: 240,
      catalogueRefreshMs: 300_000,
      webRoot: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ...required,
      PORT: '0',
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: 'https://Shop.Example/',
      STOREFRONT_API_URL: 'https://api.example.com/v2/',
      STOREFRONT_TIMEOUT_MS: '2500',
      STOREFRONT_PUBLIC_ORIGINS: ' https://cdn.example.com , https://pay.example.com:8443/ ',
      CHECKOUT_RATE_LIMIT: '5',
      ADMIN_RATE_LIMIT: '60',
      CATALOGUE_REFRESH_SECONDS: '600',
      WEB_ROOT: '/srv/web',
    });
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      publicOrigin: 'https://shop.example',
      storefront: {
        apiUrl: 'https://api.example.com/v2',
        storeId: 'store_42',
        timeoutMs: 2500,
        publicOrigins: ['https://cdn.example.com', 'https://pay.example.com:8443'],
      },
      checkoutRateLimit: 5,
      adminRateLimit: 60,
      catalogueRefreshMs: 600_000,
      webRoot: '/srv/web',
    });
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ ...required, PORT: '', PUBLIC_ORIGIN: '', STOREFRONT_PUBLIC_ORIGINS: '' });
    expect(config.port).toBe(8080);
    expect(config.publicOrigin).toBeUndefined();
    expect(config.storefront.publicOrigins).toEqual([]);
  });

  it('names every missing required variable', () => {
    const message = configError({});
    expect(message).toContain('STOREFRONT_API_URL: is required');
    expect(message).toContain('STOREFRONT_STORE_ID: is required');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['STOREFRONT_TIMEOUT_MS', '0'],
    ['CHECKOUT_RATE_LIMIT', '-1'],
    ['ADMIN_RATE_LIMIT', '0'],
    ['STOREFRONT_API_URL', 'ftp://files.example.com'],
    ['STOREFRONT_API_URL', 'not a url'],
    ['STOREFRONT_API_URL', 'https://api.example.com/?store=1'],
    ['PUBLIC_ORIGIN', 'https://shop.example/boutique'],
    ['PUBLIC_ORIGIN', 'javascript:alert(1)'],
    ['STOREFRONT_PUBLIC_ORIGINS', 'https://cdn.example.com,images'],
  ])('refuses %s=%s and says which variable is wrong', (name, value) => {
    expect(configError({ ...required, [name]: value })).toMatch(new RegExp(`^  - ${name}: `, 'm'));
  });

  it('refuses a store id that could change the upstream path, without printing it', () => {
    const message = configError({ ...required, STOREFRONT_STORE_ID: '../admin' });
    expect(message).toContain('STOREFRONT_STORE_ID');
    expect(message).not.toContain('../admin');
  });

  it('refuses to publish the private API origin in the CSP', () => {
    const message = configError({ ...required, STOREFRONT_PUBLIC_ORIGINS: 'http://127.0.0.1:8081/' });
    expect(message).toContain('STOREFRONT_PUBLIC_ORIGINS');
  });
});
