import { describe, expect, it } from 'vitest';
import { authScreen, authScreenHref } from './auth-screen';

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
