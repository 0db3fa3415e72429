/** Colour arithmetic for the artwork: mixes and shades of a variant's tone, in #rrggbb. */

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of `other` mixed into `base` (0 → base, 1 → other). */
export function mix(base: string, other: string, amount: number): string {
  const [red, green, blue] = toRgb(base);
  const [otherRed, otherGreen, otherBlue] = toRgb(other);
  const lerp = (from: number, to: number) => from + (to - from) * amount;
  return toHex([lerp(red, otherRed), lerp(green, otherGreen), lerp(blue, otherBlue)]);
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
function luminance(hex: string): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const [red, green, blue] = toRgb(hex);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function isLight(hex: string): boolean {
  return luminance(hex) > 0.45;
}

/** The tone for seams and buttons: darker on light cloth, lighter on dark cloth, always discreet. */
export function seamTone(hex: string): string {
  return luminance(hex) > 0.12 ? mix(hex, '#000000', 0.28) : mix(hex, '#ffffff', 0.22);
}
