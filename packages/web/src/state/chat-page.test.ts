import { describe, expect, it } from 'vitest';
import { chatPageOf } from './chat-page';

describe('chatPageOf', () => {
  it('recognises the pages the chat greets in its own words', () => {
    expect(chatPageOf('/')).toBe('home');
    expect(chatPageOf('/shop')).toBe('shop');
    expect(chatPageOf('/product/prod_42')).toBe('product');
    expect(chatPageOf('/cart/')).toBe('cart');
    expect(chatPageOf('/about')).toBe('about');
    expect(chatPageOf('/contact')).toBe('contact');
    expect(chatPageOf('/shipping-returns')).toBe('shipping-returns');
  });

  it('greets any other route generically', () => {
    expect(chatPageOf('/faq')).toBe('generic');
    expect(chatPageOf('/constructor')).toBe('generic');
    expect(chatPageOf('/toString')).toBe('generic');
  });
});
