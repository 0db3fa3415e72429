import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shopShouldRevalidate } from './shop-route';

/** Whether the router loads `/shop` again on the way from one address to the next. */
function loadsAgain(from: string, to: string): boolean {
  const base = 'https://maison-aurele.test';
  return shopShouldRevalidate({
    currentUrl: new URL(from, base),
    nextUrl: new URL(to, base),
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs);
}

describe('shopShouldRevalidate', () => {
  it('keeps the list when the address asks for the same page of it', () => {
    expect(loadsAgain('/shop?size=M&price_min=&price_max=', '/shop?size=M')).toBe(false);
    expect(loadsAgain('/shop?size=M&page=2&utm_source=x', '/shop?size=M&page=2')).toBe(false);
  });

  it('loads another list, the next page (« Voir plus »), an earlier one, and the same address again', () => {
    expect(loadsAgain('/shop?size=M', '/shop?size=L')).toBe(true);
    expect(loadsAgain('/shop?size=M', '/shop?size=M&page=2')).toBe(true);
    expect(loadsAgain('/shop?size=M&page=3', '/shop?size=M&page=2')).toBe(true);
    expect(loadsAgain('/shop?size=M', '/shop?size=M')).toBe(true);
  });
});
