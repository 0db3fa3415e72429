import { describe, expect, it } from 'vitest';
import { stockStatus } from '../../domain/stock';
import { loadErrorText, stockMessage } from './messages';

const managed = (inventory_quantity: number | undefined) => ({
  manage_inventory: true,
  inventory_quantity,
  available: true,
});

describe('stockMessage', () => {
  it('says the product’s words for each stock situation', () => {
    expect(stockMessage(stockStatus(managed(3), 1))).toBe('3 en stock!');
    expect(stockMessage(stockStatus(managed(3), 4))).toBe('Stock insuffisant. Seulement 3 restant.');
    expect(stockMessage(stockStatus(managed(0), 1))).toBe('Actuellement indisponible');
    const untracked = { manage_inventory: false, inventory_quantity: null, available: true };
    expect(stockMessage(stockStatus(untracked, 1))).toBeNull();
  });

  it('says the stock could not be checked rather than calling it sold out', () => {
    expect(stockMessage(stockStatus(managed(undefined), 1))).toBe(
      "Nous n'avons pas pu vérifier le stock. Veuillez réessayer.",
    );
  });
});

describe('loadErrorText', () => {
  it('follows the product’s sentence', () => {
    expect(loadErrorText('HTTP 404: Not Found')).toBe(
      "Le produit n'a pas pu être chargé: HTTP 404: Not Found",
    );
  });
});
