import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from './create-emulator.js';
import { configFromEnv } from './server-config.js';

describe('configFromEnv', () => {
  it('defaults to the house, 127.0.0.1:8081 and :8082, the default store, no control', () => {
    expect(configFromEnv({})).toEqual({
      profile: 'maison-aurele',
      host: '127.0.0.1',
      apiPort: 8081,
      publicPort: 8082,
      publicOrigin: undefined,
      storeId: DEFAULT_STORE_ID,
      control: false,
    });
  });

  it('reads every variable', () => {
    expect(
      configFromEnv({
        HOST: '0.0.0.0',
        EMULATOR_API_PORT: '9001',
        EMULATOR_PUBLIC_PORT: '0',
        EMULATOR_PUBLIC_ORIGIN: 'https://pay.example.test',
        EMULATOR_STORE_ID: 'st_abc',
        EMULATOR_CONTROL: '1',
        EMULATOR_PROFILE: 'comptoir-jaipur',
        EMULATOR_CATALOGUE_SIZE: '20000',
        EMULATOR_PHOTO_CACHE: '/tmp/photos',
      }),
    ).toEqual({
      profile: 'comptoir-jaipur',
      catalogueSize: 20_000,
      host: '0.0.0.0',
      apiPort: 9001,
      publicPort: 0,
      publicOrigin: 'https://pay.example.test',
      storeId: 'st_abc',
      control: true,
      photoCache: '/tmp/photos',
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['0', false],
    ['yes', false],
  ])('enables control for EMULATOR_CONTROL=%s: %s', (value, enabled) => {
    expect(configFromEnv({ EMULATOR_CONTROL: value }).control).toBe(enabled);
  });

  it('refuses a profile it does not have, naming the ones it has', () => {
    expect(() => configFromEnv({ EMULATOR_PROFILE: 'boutique' })).toThrow(
      'EMULATOR_PROFILE must be one of maison-aurele, comptoir-jaipur, not « boutique »',
    );
  });

  it('refuses a port that is not one', () => {
    expect(() => configFromEnv({ EMULATOR_API_PORT: 'http' })).toThrow(
      /EMULATOR_API_PORT must be a port number/,
    );
    expect(() => configFromEnv({ EMULATOR_PUBLIC_PORT: '70000' })).toThrow(/EMULATOR_PUBLIC_PORT/);
  });

  it.each(['', '0'])("serves the profile's own catalogue for EMULATOR_CATALOGUE_SIZE=« %s »", (value) => {
    expect(configFromEnv({ EMULATOR_CATALOGUE_SIZE: value }).catalogueSize).toBeUndefined();
  });

  it.each(['abc', '-5', '1.5', '1e3', ' 20', '100001'])(
    'refuses EMULATOR_CATALOGUE_SIZE=« %s », saying what it takes',
    (value) => {
      expect(() => configFromEnv({ EMULATOR_CATALOGUE_SIZE: value })).toThrow(
        `EMULATOR_CATALOGUE_SIZE must be a whole number from 1 to 100000 (0 or unset: the profile's own catalogue), not « ${value} »`,
      );
    },
  );
});
