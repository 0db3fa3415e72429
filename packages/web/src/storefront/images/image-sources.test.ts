import { describe, expect, it } from 'vitest';
import { resizable, resizedAddress, resizingHosts } from './image-cdn';
import { imageSlots, slotWidths } from './image-slots';
import { imageAddress, imageSource } from './image-sources';

const upload = 'https://cdn.zyrosite.com/cdn-ecommerce/store_01HX%2Fassets%2Fdress-dsc087093.jpg';
const emulated = 'http://localhost:8082/cdn-ecommerce/st_7c1e/assets/robe-ivoire-front-3f2a.jpg';

/** The width each candidate of a srcset says it is. */
function candidateWidths(srcSet: string | undefined): number[] {
  return (srcSet ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')));
}

describe('resizingHosts', () => {
  it('is the provider’s CDN and the emulator’s host by default', () => {
    expect([...resizingHosts(undefined)]).toEqual(['cdn.zyrosite.com', 'localhost']);
    expect([...resizingHosts(' ')]).toEqual(['cdn.zyrosite.com', 'localhost']);
  });

  it('takes a comma-separated list of host names instead', () => {
    expect([...resizingHosts('images.maison.fr, CDN.Example.com')]).toEqual([
      'images.maison.fr',
      'cdn.example.com',
    ]);
  });
});

describe('resizable', () => {
  const hosts = resizingHosts(undefined);

  it('accepts an http(s) address on a resizing host, whatever its port', () => {
    expect(resizable(upload, hosts)?.hostname).toBe('cdn.zyrosite.com');
    expect(resizable('http://localhost:41235/cdn-ecommerce/a.jpg', hosts)?.port).toBe('41235');
  });

  it('refuses other hosts, other schemes and what is not an address', () => {
    expect(resizable('https://images.other-shop.com/a.jpg', hosts)).toBeNull();
    expect(resizable('data:image/png;base64,AAAA', hosts)).toBeNull();
    expect(resizable('/share-image.png', hosts)).toBeNull();
  });
});

describe('resizedAddress', () => {
  it('puts the options after /cdn-cgi/image/ and keeps the path as sent, %2F included', () => {
    const address = resizedAddress(new URL(upload), {
      width: 480,
      height: 640,
      fit: 'cover',
      quality: 70,
      format: 'auto',
    });
    expect(address).toBe(
      'https://cdn.zyrosite.com/cdn-cgi/image/format=auto,width=480,height=640,quality=70,fit=cover,onerror=redirect/cdn-ecommerce/store_01HX%2Fassets%2Fdress-dsc087093.jpg',
    );
  });

  it('asks an address the store sent already resized with its own options instead', () => {
    const sent =
      'https://cdn.zyrosite.com/cdn-cgi/image/format=auto,w=375,h=375,fit=crop,q=100/cdn-ecommerce/a%2Fb.jpeg';
    expect(resizedAddress(new URL(sent), { width: 80, fit: 'scale-down', quality: 70, format: 'jpeg' })).toBe(
      'https://cdn.zyrosite.com/cdn-cgi/image/format=jpeg,width=80,quality=70,fit=scale-down,onerror=redirect/cdn-ecommerce/a%2Fb.jpeg',
    );
  });

  it('keeps a query string the store sent', () => {
    const address = resizedAddress(new URL('https://cdn.zyrosite.com/cdn-ecommerce/a.jpg?v=2'), {
      width: 160,
      fit: 'scale-down',
      quality: 70,
      format: 'auto',
    });
    expect(address.endsWith('/cdn-ecommerce/a.jpg?v=2')).toBe(true);
  });
});

describe('imageSource', () => {
  it('offers a card every width of its range, each cropped to the card’s 3:4', () => {
    const card = imageSource(emulated, 'shopGrid');
    expect(candidateWidths(card.srcSet)).toEqual([160, 240, 320, 480, 640, 800, 960]);
    expect(card.srcSet).toContain(
      'http://localhost:8082/cdn-cgi/image/format=auto,width=480,height=640,quality=70,fit=cover,onerror=redirect/cdn-ecommerce/st_7c1e/assets/robe-ivoire-front-3f2a.jpg 480w',
    );
    expect(card.sizes).toBe(imageSlots.shopGrid.sizes);
    expect({ width: card.width, height: card.height }).toEqual({ width: 960, height: 1280 });
    expect(card.src).toContain('width=480,');
  });

  it('never offers a 40 px suggestion more than twice what DPR 3 draws', () => {
    const thumbnail = imageSource(upload, 'suggestion');
    expect(Math.max(...candidateWidths(thumbnail.srcSet))).toBeLessThanOrEqual(2 * 40 * 3);
    expect(Math.min(...candidateWidths(thumbnail.srcSet))).toBeLessThanOrEqual(2 * 40);
    expect(thumbnail.sizes).toBe('40px');
    expect(thumbnail.width).toBe(thumbnail.height);
  });

  it('gives the zoom the whole photo, never cropped, up to 2 048 px', () => {
    const zoom = imageSource(upload, 'zoom');
    expect(zoom.srcSet).not.toContain('height=');
    expect(zoom.srcSet).toContain('fit=scale-down');
    expect(Math.max(...candidateWidths(zoom.srcSet))).toBe(2048);
    expect(zoom.sizes).toBe('100vw');
  });

  it('gives each slot widths that step by at most 1.5 ×, so the one chosen is never far above what is drawn', () => {
    for (const spec of Object.values(imageSlots)) {
      const widths = slotWidths(spec);
      for (const [index, width] of widths.entries()) {
        if (index > 0) expect(width / (widths[index - 1] ?? width)).toBeLessThanOrEqual(1.5);
      }
    }
  });

  it('uses an image on another host as it is, in the same box', () => {
    const foreign = imageSource('https://images.other-shop.com/dress.jpg', 'gallery');
    expect(foreign).toEqual({ src: 'https://images.other-shop.com/dress.jpg', width: 1600, height: 2000 });
  });
});

describe('imageAddress', () => {
  it('shares a product as one JPEG 1 200 px wide, whatever the reader accepts', () => {
    expect(imageAddress(upload, 'share')).toBe(
      'https://cdn.zyrosite.com/cdn-cgi/image/format=jpeg,width=1200,quality=80,fit=scale-down,onerror=redirect/cdn-ecommerce/store_01HX%2Fassets%2Fdress-dsc087093.jpg',
    );
  });

  it('leaves an image on another host as it is', () => {
    expect(imageAddress('https://images.other-shop.com/dress.jpg', 'zoom')).toBe(
      'https://images.other-shop.com/dress.jpg',
    );
  });
});
