import { describe, expect, it } from 'vitest';
import { checkAddress } from './address-form';
import { addressErrors } from './messages';

const brussels = { street: 'Avenue Louise 54', city: 'Bruxelles', zip: '1050', country: 'Belgique' };

describe('checkAddress', () => {
  it('accepts a complete Belgian address', () => {
    expect(checkAddress(brussels)).toEqual({});
  });

  it('requires every field', () => {
    expect(checkAddress({ street: ' ', city: '', zip: '', country: '' })).toEqual({
      street: addressErrors.required,
      city: addressErrors.required,
      zip: addressErrors.required,
      country: addressErrors.required,
    });
  });

  it('checks the Belgian and French zip shapes', () => {
    expect(checkAddress({ ...brussels, zip: '10500' }).zip).toBe(addressErrors.belgianZip);
    expect(checkAddress({ ...brussels, country: 'France', zip: '7500' }).zip).toBe(addressErrors.frenchZip);
    expect(checkAddress({ ...brussels, country: 'France', zip: '75008' })).toEqual({});
  });

  it('only requires the zip elsewhere in the EU', () => {
    expect(checkAddress({ ...brussels, country: 'Pays-Bas', zip: '1012 AB' })).toEqual({});
  });

  it('refuses a country outside the EU', () => {
    expect(checkAddress({ ...brussels, country: 'Suisse' }).country).toBe(addressErrors.country);
  });
});
