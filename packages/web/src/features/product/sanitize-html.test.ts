import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// Sanitising itself runs in the browser: the SafeHtml stories check it there.
describe('sanitizeHtml without a DOM', () => {
  it('gives nothing rather than the unsanitised HTML', () => {
    expect(sanitizeHtml('<p>Laine</p><script>alert(1)</script>')).toBeNull();
  });
});
