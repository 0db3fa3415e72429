import { brandTable } from '@aurele/storefront-contract';
import { Price, type SuggestionGroup } from '@aurele/ui';
import { brandName } from '../../domain/brand';
import type { SuggestedProduct, Suggestions } from '../../domain/suggestions';
import { categoryLabels } from '../../shared/category-labels';
import { productPath } from '../../shared/product-path';
import { shopAddress } from '../../shared/shop-address';
import { imageSource } from '../../storefront/images/image-sources';
import { priceOnRequest } from '../../widgets/product-tile/messages';
import { shownPrice } from '../../widgets/product-tile/shown-price';
import { groupLabels } from './messages';

function productLine({ id, title, brand, image, price }: SuggestedProduct) {
  return {
    id: `product-${id}`,
    label: title,
    href: productPath({ id }),
    thumbnail: image && imageSource(image, 'suggestion'),
    description: brandName(brand) ?? undefined,
    aside: price ? (
      <Price size="small" {...shownPrice(price, price.currency, price.currency_info)} />
    ) : (
      priceOnRequest
    ),
  };
}

/** The suggestions as the list shows them: products (picture, name, brand, price), then universes, then brands. */
export function suggestionGroups({ products, categories, brands }: Suggestions): SuggestionGroup[] {
  return [
    { id: 'products', label: groupLabels.products, suggestions: products.map(productLine) },
    {
      id: 'categories',
      label: groupLabels.categories,
      suggestions: categories.map((slug) => ({
        id: `category-${slug}`,
        label: categoryLabels[slug],
        href: shopAddress({ category: slug }),
      })),
    },
    {
      id: 'brands',
      label: groupLabels.brands,
      suggestions: brands.map((brand) => ({
        id: `brand-${brand}`,
        label: brandTable[brand],
        href: shopAddress({ brand }),
      })),
    },
  ];
}
