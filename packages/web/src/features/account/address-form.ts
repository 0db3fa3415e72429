import type { Address } from '../../domain/user';
import { addressErrors } from './messages';

/** The EU countries an address may be in (the shop delivers within the European Union), in French. */
export const euCountries = [
  'Allemagne',
  'Autriche',
  'Belgique',
  'Bulgarie',
  'Chypre',
  'Croatie',
  'Danemark',
  'Espagne',
  'Estonie',
  'Finlande',
  'France',
  'Grèce',
  'Hongrie',
  'Irlande',
  'Italie',
  'Lettonie',
  'Lituanie',
  'Luxembourg',
  'Malte',
  'Pays-Bas',
  'Pologne',
  'Portugal',
  'Roumanie',
  'Slovaquie',
  'Slovénie',
  'Suède',
  'Tchéquie',
] as const;

const defaultCountry = 'Belgique';

export const emptyAddress: Address = { street: '', city: '', zip: '', country: defaultCountry };

export type AddressErrors = Partial<Record<keyof Address, string>>;

/** Postal code shapes the shop checks: its two home markets. Other countries' codes are only required. */
const zipShapes: Record<string, { pattern: RegExp; message: string }> = {
  Belgique: { pattern: /^\d{4}$/, message: addressErrors.belgianZip },
  France: { pattern: /^\d{5}$/, message: addressErrors.frenchZip },
};

/** Every field is required; the zip has the shape of its country. Empty when the address may be saved. */
export function checkAddress(address: Address): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ['street', 'city', 'zip', 'country'] as const) {
    if (address[field].trim() === '') errors[field] = addressErrors.required;
  }
  if (!errors.country && !(euCountries as readonly string[]).includes(address.country)) {
    errors.country = addressErrors.country;
  }
  const shape = zipShapes[address.country];
  if (!errors.zip && shape && !shape.pattern.test(address.zip.trim())) errors.zip = shape.message;
  return errors;
}

/** The address as it is kept: without the spaces typed around the values. */
export function tidyAddress(address: Address): Address {
  return {
    street: address.street.trim(),
    city: address.city.trim(),
    zip: address.zip.trim(),
    country: address.country,
  };
}
