import type { ReactNode } from 'react';
import type { Tone } from '../tokens/tone';
import { text } from './text.css';

export interface TextProps {
  /** `medium` for body copy, `large` for introductions, `small` for details, `xsmall` for legal lines. */
  size?: 'xsmall' | 'small' | 'medium' | 'large';
  /** `secondary` for supporting text; a status tone only when the words carry that status (« 3 en stock »). */
  tone?: Tone;
  weight?: 'regular' | 'medium' | 'semibold';
  align?: 'left' | 'center' | 'right';
  /** `capitals` for eyebrows, brand names and labels of facts: upper case, spaced out. */
  variant?: 'body' | 'capitals';
  /** `p` for paragraphs, `span` inside a line, `div` around other blocks, `dt` and `dd` in a list of facts. */
  as?: 'p' | 'span' | 'div' | 'dt' | 'dd';
  id?: string;
  children: ReactNode;
}

/** Running text in the house's sans, with French-friendly line breaking. */
export function Text({
  size = 'medium',
  tone = 'neutral',
  weight = 'regular',
  align = 'left',
  variant = 'body',
  as: Element = 'p',
  id,
  children,
}: TextProps) {
  return (
    <Element id={id} className={text({ size, tone, weight, align, variant })}>
      {children}
    </Element>
  );
}
