/** The product types of the catalogue (`type.value`), with a typical shipping weight in kilograms. */
export const productTypes = {
  Robe: 0.45,
  Blouse: 0.22,
  Chemise: 0.25,
  'T-shirt': 0.18,
  Pull: 0.35,
  Cardigan: 0.33,
  Veste: 0.9,
  Manteau: 1.6,
  Pantalon: 0.45,
  Jupe: 0.3,
  Chaussures: 0.9,
  Sac: 0.8,
  'Petite maroquinerie': 0.12,
  Écharpe: 0.25,
  Foulard: 0.08,
  Ceinture: 0.2,
  Chapeau: 0.18,
  Lunettes: 0.06,
  Montre: 0.09,
  Bijou: 0.02,
} as const;

export type ProductType = keyof typeof productTypes;
