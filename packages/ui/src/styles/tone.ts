import { vars } from '../tokens/contract.css';
import { type FillTone, fillTones } from '../tokens/tone';

/** The colours a tone brings to a component: its solid fill, soft fill, readable text and border. */
export const toneColors = (tone: FillTone) => ({
  solid: vars.color.background[tone],
  soft: vars.color.background[`${tone}Soft`],
  foreground: vars.color.foreground[tone],
  border: vars.color.border[tone],
});

/** One entry per tone, for recipes and style variants that treat every tone alike. */
export function mapTones<T>(styleOf: (tone: FillTone) => T): Record<FillTone, T> {
  return Object.fromEntries(fillTones.map((tone) => [tone, styleOf(tone)])) as Record<FillTone, T>;
}
