import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const textArea = style({
  paddingBlock: vars.space.medium,
  minHeight: '8rem',
  resize: 'vertical',
});
