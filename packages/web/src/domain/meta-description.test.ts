import { describe, expect, it } from 'vitest';
import { htmlToText, metaDescription } from './meta-description';

describe('htmlToText', () => {
  it('keeps the words of the markup, spaced, on one line', () => {
    expect(htmlToText('<h2>Coupe</h2><p>Droite,\n<strong>ajustée</strong>.</p>')).toBe(
      'Coupe Droite, ajustée .',
    );
  });

  it('keeps the narrow no-break spaces of French typography', () => {
    expect(htmlToText('<p>Coupe\u202F: droite  et\n ajustée</p>')).toBe('Coupe\u202F: droite et ajustée');
  });

  it('decodes entities and drops scripts and styles', () => {
    expect(htmlToText('<style>p{}</style>Caf&eacute; &amp; th&#233; &#x2014; <script>x()</script>fin')).toBe(
      'Café & thé — fin',
    );
  });

  it('leaves an entity it does not know as written', () => {
    expect(htmlToText('A &unknown; B')).toBe('A &unknown; B');
  });
});

describe('metaDescription', () => {
  it('keeps a short description whole', () => {
    expect(metaDescription('<p>Une écharpe douce.</p>')).toBe('Une écharpe douce.');
  });

  it('cuts a long description to 160 characters between two words', () => {
    const words = Array.from({ length: 20 }, () => 'abcdefghi').join(' '); // 199 characters
    expect(metaDescription(`<p>${words}</p>`)).toBe(`${words.slice(0, 159)}…`);
    expect(metaDescription(`<p>x${words}</p>`)).toBe(`x${words.slice(0, 149)}…`);
  });

  it('drops the punctuation left before the ellipsis', () => {
    expect(metaDescription('Laine, soie, cachemire', 15)).toBe('Laine, soie…');
  });

  it('cuts inside a word only when there is no space to cut at', () => {
    expect(metaDescription('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
  });
});
