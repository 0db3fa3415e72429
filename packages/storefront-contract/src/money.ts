import { z } from 'zod';

/** The storefront's currency object; `code` is lowercase ("eur"), amounts are integers in minor units. */
export const currencySchema = z.object({
  code: z.string().min(3).max(3),
  symbol: z.string(),
  template: z.string(),
  decimal_digits: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof currencySchema>;

export const priceSchema = z.object({
  amount: z.number().int().nonnegative(),
  sale_amount: z.number().int().nonnegative().nullable(),
  currency_code: z.string().min(3).max(3),
  currency: currencySchema,
});
export type Price = z.infer<typeof priceSchema>;
