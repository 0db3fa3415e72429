import { describe, expect, it } from 'vitest';
import { orderStatusTone } from './order-status';

describe('orderStatusTone', () => {
  it.each([
    ['Livré', 'positive'],
    ['Expédié', 'info'],
    ['Expédiée', 'info'],
    ['En préparation', 'caution'],
    ['Colis expédié', 'info'],
    ['En transit', 'info'],
    ['En cours de livraison', 'info'],
    ['Colis préparé', 'neutral'],
    ['En attente', 'neutral'],
    ['Annulée', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});
