import { type CheckoutItem, checkoutErrorCodes } from '@aurele/storefront-contract';
import type { Catalogue, CatalogueVariant } from '../catalogue/catalogue.js';
import { payableAmount } from '../catalogue/variant-price.js';
import type { CheckoutLine } from '../state/checkout-sessions.js';
import type { Inventory, Shortage } from '../state/inventory.js';

/**
 * Why items cannot be sold, from the first kind a client must fix to the last; each kind has its status and
 * machine code. Stock comes last: it is the only problem a shopper can solve by buying fewer.
 */
export const checkoutProblems = {
  unknownVariant: { status: 400, code: 'variant_not_found' },
  notPurchasable: { status: 400, code: 'product_not_purchasable' },
  noPrice: { status: 400, code: 'variant_without_price' },
  shortage: { status: 409, code: checkoutErrorCodes.insufficientInventory },
} as const;
type CheckoutProblemKind = keyof typeof checkoutProblems;

export interface CheckoutRefusal {
  readonly kind: CheckoutProblemKind;
  /** Every problem of the request, of any kind: all are reported together. */
  readonly messages: string[];
}

/** How a shortage reads in an API error. */
function shortageMessage(shortage: Shortage, catalogue: Catalogue): string {
  const found = catalogue.variant(shortage.variantId);
  const name = found ? ` (${found.product.title} — ${found.variant.title})` : '';
  return `Insufficient inventory for variant ${shortage.variantId}${name}: ${shortage.requested} requested, ${shortage.available} available`;
}

/** The custom fields a line answers, as « title : value », ignoring fields the product does not have. */
function customFieldNotes(item: CheckoutItem, { product }: CatalogueVariant): string[] {
  return (item.custom_field_values ?? []).flatMap(({ custom_field_id, value }) => {
    const field = product.custom_fields.find((candidate) => candidate.id === custom_field_id);
    return field && value.trim() !== '' ? [`${field.title} : ${value}`] : [];
  });
}

/**
 * The lines of a payment session for the requested items, or every reason they cannot be sold, the answer
 * taking the status and code of the first kind met in `checkoutProblems` order.
 */
export function checkoutLines(
  items: readonly CheckoutItem[],
  catalogue: Catalogue,
  inventory: Inventory,
): { readonly lines: CheckoutLine[] } | CheckoutRefusal {
  const problems: { kind: CheckoutProblemKind; message: string }[] = [];
  const lines: CheckoutLine[] = [];
  for (const item of items) {
    const found = catalogue.variant(item.variant_id);
    if (!found) {
      problems.push({ kind: 'unknownVariant', message: `Variant ${item.variant_id} not found` });
      continue;
    }
    const { product, variant } = found;
    if (!product.purchasable) {
      const message = `Product ${product.id} (${product.title}) is not purchasable`;
      problems.push({ kind: 'notPurchasable', message });
      continue;
    }
    const unitAmount = payableAmount(variant);
    if (unitAmount === null) {
      const message = `Variant ${variant.id} (${product.title} — ${variant.title}) has no price`;
      problems.push({ kind: 'noPrice', message });
      continue;
    }
    lines.push({
      productId: product.id,
      variantId: variant.id,
      productTitle: product.title,
      variantTitle: variant.title,
      imageUrl: variant.image_url,
      quantity: item.quantity,
      unitAmount,
      notes: customFieldNotes(item, found),
    });
  }
  const requests = lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity }));
  for (const shortage of inventory.shortages(requests)) {
    problems.push({ kind: 'shortage', message: shortageMessage(shortage, catalogue) });
  }
  if (problems.length === 0) return { lines };
  const kinds = Object.keys(checkoutProblems) as CheckoutProblemKind[];
  const kind =
    kinds.find((candidate) => problems.some((problem) => problem.kind === candidate)) ?? 'shortage';
  return { kind, messages: problems.map((problem) => problem.message) };
}
