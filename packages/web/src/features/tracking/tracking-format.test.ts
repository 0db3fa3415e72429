import { describe, expect, it } from 'vitest';
import { formatDeliveryDay, formatStepDate } from './tracking-format';

describe('tracking dates', () => {
  it('writes the estimated delivery as a long French date', () => {
    expect(formatDeliveryDay('2026-11-26')).toBe('jeudi 26 novembre 2026');
  });

  it('writes a step date with its Brussels time', () => {
    expect(formatStepDate('2026-11-21T19:30:00+01:00')).toBe('21 novembre à 19:30');
  });
});
