import { z } from 'zod';

/**
 * The storefront's currency object. Observed answers carry every field; only the code and the number of decimals
 * matter to the shop, so the rest may be missing. `code` may come in either case.
 */
export const currencySchema = z.object({
  code: z.string().min(3).max(3),
  symbol: z.string().optional(),
  symbol_native: z.string().optional(),
  name: z.string().optional(),
  name_plural: z.string().optional(),
  /** Digits of the minor unit: amounts are integers in them (2 for the euro, 0 for the yen). */
  decimal_digits: z.number().int().min(0).max(4).optional(),
  rounding: z.number().nullable().optional(),
  /** e.g. `$1€`, where `$1` stands for the amount. */
  template: z.string().optional(),
  min_amount: z.number().nullable().optional(),
});
export type Currency = z.infer<typeof currencySchema>;

export const priceSchema = z.object({
  amount: z.number().int().nonnegative(),
  sale_amount: z.number().int().nonnegative().nullable().optional(),
  /** Lowercase in every observed answer ("eur", "inr", "chf"). */
  currency_code: z.string().min(3).max(3),
  currency: currencySchema.optional(),
});
export type Price = z.infer<typeof priceSchema>;
