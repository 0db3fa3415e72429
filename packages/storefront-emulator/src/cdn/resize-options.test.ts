import { describe, expect, it } from 'vitest';
import { outputFormat } from './output-format.js';
import { parseResizeOptions, type ResizeOptions } from './resize-options.js';

const defaults: ResizeOptions = {
  width: null,
  height: null,
  fit: 'scale-down',
  quality: 85,
  dpr: 1,
  format: 'jpeg',
  redirectOnError: false,
};

const options = (segment: string) => {
  const parsed = parseResizeOptions(segment);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.options;
};
const refusal = (segment: string) => {
  const parsed = parseResizeOptions(segment);
  return parsed.ok ? null : parsed.message;
};

describe('parseResizeOptions', () => {
  it('reads what a shop sends: format, width, quality, fit and onerror', () => {
    expect(options('format=auto,width=480,quality=75,fit=cover,onerror=redirect')).toEqual({
      ...defaults,
      format: 'auto',
      width: 480,
      quality: 75,
      fit: 'cover',
      redirectOnError: true,
    });
  });

  it('takes the short names, as public sites send them', () => {
    expect(options('format=auto,w=375,h=375,fit=crop,q=100')).toEqual({
      ...defaults,
      format: 'auto',
      width: 375,
      height: 375,
      fit: 'crop',
      quality: 100,
    });
    expect(options('f=webp')).toEqual({ ...defaults, format: 'webp' });
  });

  it("keeps Cloudflare's defaults: the upload's format, quality 85, scale-down, dpr 1", () => {
    expect(options('width=auto')).toEqual(defaults);
  });

  it('reads every fit, dpr (at most 2, as documented), perceptual qualities and baseline JPEG', () => {
    for (const fit of ['scale-down', 'contain', 'cover', 'crop', 'pad'] as const) {
      expect(options(`fit=${fit}`).fit).toBe(fit);
    }
    expect(options('dpr=1.5').dpr).toBe(1.5);
    expect(options('dpr=3').dpr).toBe(2);
    expect(options('quality=low').quality).toBe(50);
    expect(options('q=high').quality).toBe(90);
    expect(options('format=baseline-jpeg').format).toBe('jpeg');
    expect(options('width=480.6').width).toBe(481);
  });

  it('accepts the options Cloudflare documents that change nothing here', () => {
    expect(
      options('width=320,sharpen=1,gravity=auto,g=face,metadata=none,trim.left=10,background=red'),
    ).toEqual({
      ...defaults,
      width: 320,
    });
  });

  it('refuses what Cloudflare refuses, saying why', () => {
    expect(refusal('')).toBe('at least one option is required');
    expect(refusal('width')).toBe('invalid option width: name=value expected');
    expect(refusal('=3')).toBe('invalid option =3: name=value expected');
    expect(refusal('width=0')).toBe('invalid width 0: a number of pixels above 0 was expected');
    expect(refusal('h=-5')).toBe('invalid height -5: a number of pixels above 0 was expected');
    expect(refusal('fit=stretch')).toBe(
      'invalid fit stretch: expected one of scale-down, contain, cover, crop, pad',
    );
    expect(refusal('quality=101')).toBe(
      'invalid quality 101: expected 1 to 100, or high, medium-high, medium-low, low',
    );
    expect(refusal('q=0')).toMatch(/^invalid quality 0/);
    expect(refusal('dpr=0')).toBe('invalid dpr 0: a number above 0 was expected');
    expect(refusal('format=mp4')).toBe("'mp4' is not a supported output format");
    expect(refusal('onerror=ignore')).toBe('invalid onerror ignore: only redirect is supported');
    expect(refusal('width=320,colour=blue')).toBe('unknown option colour');
    expect(refusal('width=320, quality=80')).toBe('unknown option  quality');
  });
});

describe('outputFormat', () => {
  it('chooses AVIF, then WebP, then JPEG by Accept under format=auto', () => {
    expect(outputFormat('auto', 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
    expect(outputFormat('auto', 'image/webp,*/*')).toBe('webp');
    expect(outputFormat('auto', 'image/*,*/*')).toBe('jpeg');
    expect(outputFormat('auto', undefined)).toBe('jpeg');
  });

  it('keeps an explicit format whatever the browser says', () => {
    expect(outputFormat('webp', 'image/avif')).toBe('webp');
    expect(outputFormat('avif', undefined)).toBe('avif');
  });
});
