import { describe, expect, it } from 'vitest';
import { discounted, planVariants } from './plan-variants.js';
import type { ProductSeed } from './product-seed.js';

const seed: ProductSeed = {
  slug: 'sac-essai',
  title: 'Sac d’essai',
  subtitle: null,
  type: 'Sac',
  figure: 'handbag',
  brand: 'maison-aurele',
  collections: ['accessoires'],
  price: 20_000,
  prices: { 'Petit modèle': 15_000, Or: 30_000 },
  sizes: ['Grand modèle', 'Petit modèle'],
  colours: ['Noir', 'Or'],
  stock: { 'Grand modèle / Noir': 0, 'Petit modèle': 2, Or: 5 },
  ageDays: 10,
  description: { lead: 'Un sac.', body: 'Pour essayer.', details: ['Cuir'] },
  composition: ['Cuir'],
  madeIn: 'en Italie',
  care: 'leather',
};

const byTitle = (plans: ReturnType<typeof planVariants>) => new Map(plans.map((plan) => [plan.title, plan]));

describe('planVariants', () => {
  it('crosses colours and sizes, colour by colour', () => {
    expect(planVariants(seed).map((plan) => plan.title)).toEqual([
      'Grand modèle / Noir',
      'Petit modèle / Noir',
      'Grand modèle / Or',
      'Petit modèle / Or',
    ]);
  });

  it('names a variant by its colour alone when the product has no sizes', () => {
    const plans = planVariants({ ...seed, sizes: undefined, prices: undefined, stock: undefined });
    expect(plans.map((plan) => plan.title)).toEqual(['Noir', 'Or']);
  });

  it('prices a variant by its size first, then its colour, else the product price', () => {
    const plans = byTitle(planVariants(seed));
    expect(plans.get('Grand modèle / Noir')?.amount).toBe(20_000);
    expect(plans.get('Petit modèle / Noir')?.amount).toBe(15_000);
    expect(plans.get('Petit modèle / Or')?.amount).toBe(15_000);
    expect(plans.get('Grand modèle / Or')?.amount).toBe(30_000);
  });

  it('takes stock by variant title first, then size, then colour, else a plentiful stock', () => {
    const plans = byTitle(planVariants(seed));
    expect(plans.get('Grand modèle / Noir')?.stock).toBe(0);
    expect(plans.get('Petit modèle / Or')?.stock).toBe(2);
    expect(plans.get('Grand modèle / Or')?.stock).toBe(5);
    const plenty = planVariants({ ...seed, stock: undefined }).map((plan) => plan.stock ?? 0);
    for (const quantity of plenty) expect(quantity).toBeGreaterThanOrEqual(6);
  });

  it('leaves made-to-order variants without inventory', () => {
    for (const plan of planVariants({ ...seed, stock: 'made-to-order' })) expect(plan.stock).toBeNull();
  });

  it('applies a discount to every variant, rounded to the euro', () => {
    expect(discounted(16_900, 30)).toBe(11_800);
    const plans = planVariants({ ...seed, discount: 20 });
    expect(plans.map((plan) => plan.saleAmount)).toEqual([16_000, 12_000, 24_000, 12_000]);
    expect(planVariants(seed).every((plan) => plan.saleAmount === null)).toBe(true);
  });

  it('gives each variant a stable id of its own', () => {
    const ids = planVariants(seed).map((plan) => plan.id);
    expect(new Set(ids).size).toBe(4);
    expect(planVariants(seed).map((plan) => plan.id)).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^variant_[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});
