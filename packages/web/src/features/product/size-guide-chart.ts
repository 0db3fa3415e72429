import type { Product } from '../../domain/product';
import { categoryOf } from './product-trail';

/** The types a store gives its shoes (« Chaussures », « Escarpins », « Mocassins »…): their sizes are pointures. */
const shoeTypes = /chaussure|escarpin|botte|basket|mocassin|sandale|derby|richelieu|sneaker|ballerine/i;

/** Which table of the size guide a category reads. */
const chartIdByCategory: Record<string, string> = {
  femme: 'tailles-femme',
  homme: 'tailles-homme',
  enfant: 'tailles-enfant',
};

/**
 * Which of the size guide's tables a product reads (`shared/size-charts.ts`): its shoes' pointures, else its
 * category's; none for an accessory. Only the name: the tables download with the dialog that shows them.
 */
export function sizeChartIdOf(product: Product): string | undefined {
  return product.type && shoeTypes.test(product.type)
    ? 'pointures'
    : chartIdByCategory[categoryOf(product) ?? ''];
}
