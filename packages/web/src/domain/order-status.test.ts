import { describe, expect, it } from 'vitest';
import { orderStatusTone } from './order-status';

describe('orderStatusTone', () => {
  it.each([
    ['Livré', 'positive'],
    ['Expédié', 'info'],
    ['Expédiée', 'info'],
    ['En préparation', 'caution'],
    ['En attente', 'neutral'],
    ['Annulée', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});
