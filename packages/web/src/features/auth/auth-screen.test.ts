import { describe, expect, it } from 'vitest';
import { authLoader, authScreen, authScreenHref, drawnAuthScreen } from './auth-screen';

describe('auth screen from the address', () => {
  it.each([
    ['', 'choice'],
    ['?mode=client', 'client-login'],
    ['?mode=client&view=register', 'register'],
    ['?mode=admin', 'admin-login'],
    ['?mode=admin&view=register', 'admin-login'],
    ['?mode=other', 'choice'],
    ['?view=register', 'choice'],
  ] as const)('%s is the %s step', (query, screen) => {
    expect(authScreen(new URLSearchParams(query))).toBe(screen);
  });

  it('links each step to the address that shows it again', () => {
    for (const screen of ['choice', 'client-login', 'register', 'admin-login'] as const) {
      const href = authScreenHref(screen);
      expect(authScreen(new URL(href, 'https://shop.example').searchParams)).toBe(screen);
    }
  });
});

describe('auth screen a render draws', () => {
  const register = new URLSearchParams('mode=client&view=register');

  it('draws the choice on the prerendered page and its hydration, whatever the query', () => {
    expect(drawnAuthScreen(register, { hydrated: false, loaded: undefined })).toBe('choice');
    expect(drawnAuthScreen(register, { hydrated: false, loaded: null })).toBe('choice');
  });

  it("draws the step its loader read on a page the server drew, and the address's once hydrated", () => {
    expect(drawnAuthScreen(register, { hydrated: false, loaded: 'register' })).toBe('register');
    expect(drawnAuthScreen(register, { hydrated: true, loaded: null })).toBe('register');
  });

  it('loads the step its address names, and the choice for a mode it does not know', () => {
    const loaded = (search: string) => {
      const url = new URL(`https://shop.example/auth${search}`);
      return authLoader({ request: new Request(url), url, pattern: '/auth', params: {}, context: undefined });
    };
    expect(loaded('?mode=client&view=register')).toBe('register');
    expect(loaded('?mode=vendeur')).toBe('choice');
  });
});
