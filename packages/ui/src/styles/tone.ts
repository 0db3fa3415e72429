import { type Tone, tones } from '../tokens/color-roles';
import { vars } from '../tokens/contract.css';

/** The colours a tone brings to a component: its solid fill, soft fill, readable text and border. */
export const toneColors = (tone: Tone) => ({
  solid: vars.color.background[tone],
  soft: vars.color.background[`${tone}Soft`],
  foreground: vars.color.foreground[tone],
  border: vars.color.border[tone],
});

/** One entry per tone, for recipes and style variants that treat every tone alike. */
export function mapTones<T>(styleOf: (tone: Tone) => T): Record<Tone, T> {
  return Object.fromEntries(tones.map((tone) => [tone, styleOf(tone)])) as Record<Tone, T>;
}
