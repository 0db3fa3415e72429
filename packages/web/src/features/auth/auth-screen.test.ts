import { describe, expect, it } from 'vitest';
import { authScreen, authScreenHref, drawnAuthScreen } from './auth-screen';

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
    expect(drawnAuthScreen(register, { hydrated: false, drawnForItsAddress: false })).toBe('choice');
  });

  it("draws the address's step on a page the server drew for it, and once hydrated", () => {
    expect(drawnAuthScreen(register, { hydrated: false, drawnForItsAddress: true })).toBe('register');
    expect(drawnAuthScreen(register, { hydrated: true, drawnForItsAddress: false })).toBe('register');
  });

  it('falls back to the choice for a mode it does not know, drawn or not', () => {
    const unknown = new URLSearchParams('mode=vendeur');
    expect(drawnAuthScreen(unknown, { hydrated: false, drawnForItsAddress: true })).toBe('choice');
  });
});
