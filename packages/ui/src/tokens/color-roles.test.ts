import { describe, expect, it } from 'vitest';
import { colorRoles } from './color-roles';
import { fillTones } from './tone';

function luminance(hex: string) {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string) {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const { background, foreground } = colorRoles;
const textColors = ['primary', 'secondary', 'link', 'linkHover', ...fillTones] as const;
const readingBackgrounds = ['page', 'surface', 'subtle'] as const;

describe('every text and background pair meets WCAG AA (4.5:1)', () => {
  for (const text of textColors) {
    for (const surface of readingBackgrounds) {
      it(`${text} on ${surface}`, () => {
        expect(contrast(foreground[text], background[surface])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  for (const tone of fillTones) {
    it(`${tone} on ${tone}Soft`, () => {
      expect(contrast(foreground[tone], background[`${tone}Soft`])).toBeGreaterThanOrEqual(4.5);
    });
    it(`inverse on solid ${tone}`, () => {
      expect(contrast(foreground.inverse, background[tone])).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('inverse on inverse', () => {
    expect(contrast(foreground.inverse, background.inverse)).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text on the strong background (skeletons, pressed states)', () => {
    expect(contrast(foreground.secondary, background.strong)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('controls stand out from their background (WCAG 1.4.11, 3:1)', () => {
  it('field borders on page and surface', () => {
    expect(contrast(colorRoles.border.field, background.page)).toBeGreaterThanOrEqual(3);
    expect(contrast(colorRoles.border.field, background.surface)).toBeGreaterThanOrEqual(3);
  });
});
