import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.js';

describe('html', () => {
  it('escapes what it interpolates', () => {
    expect(html`<p title="${'"x"'}">${'<script>alert(1)</script> & co'}</p>`.value).toBe(
      '<p title="&quot;x&quot;">&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>',
    );
  });

  it('lets nested fragments and lists of fragments through, and drops empty values', () => {
    const items = ['a', 'b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${false}${undefined}${3}`.value).toBe(
      '<ul><li>a</li><li>b</li></ul>3',
    );
  });

  it('keeps the apostrophes of French text', () => {
    expect(escapeHtml("Livraison offerte dès 150 € d'achat")).toBe("Livraison offerte dès 150 € d'achat");
  });
});
