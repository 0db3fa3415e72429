import { describe, expect, it } from 'vitest';
import { colourTones } from '../catalogue/colours.js';
import { imageViews, renderArtwork } from './compose.js';
import { figures } from './figures/index.js';

describe('renderArtwork', () => {
  it('draws every figure in every view with real coordinates only', () => {
    for (const [name, figure] of Object.entries(figures)) {
      for (const view of imageViews) {
        const svg = renderArtwork({ figure, tone: colourTones.Camel, view, variation: 7 });
        expect(svg, `${name} ${view}`).not.toMatch(/NaN|undefined|Infinity|null/);
        expect(svg.match(/<svg\b/g)).toHaveLength(1);
        expect(svg.endsWith('</svg>')).toBe(true);
      }
    }
  });

  it('is deterministic and follows the tone', () => {
    const artwork = { figure: figures.coat, tone: colourTones.Camel, view: 'front', variation: 3 } as const;
    expect(renderArtwork(artwork)).toBe(renderArtwork({ ...artwork }));
    expect(renderArtwork(artwork)).toContain(colourTones.Camel);
    expect(renderArtwork({ ...artwork, tone: colourTones.Noir })).not.toBe(renderArtwork(artwork));
  });

  it('gives each view its own composition', () => {
    const svgs = imageViews.map((view) =>
      renderArtwork({ figure: figures.handbag, tone: colourTones.Noir, view, variation: 1 }),
    );
    expect(new Set(svgs).size).toBe(imageViews.length);
  });

  it('varies the backdrop between products', () => {
    const backdrops = [0, 1, 2, 3].map((variation) =>
      renderArtwork({ figure: figures.tee, tone: colourTones.Marine, view: 'front', variation }),
    );
    expect(new Set(backdrops).size).toBe(4);
  });
});
