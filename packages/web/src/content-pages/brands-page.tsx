import { type BrandId, brandTable } from '@aurele/storefront-contract';
import { Columns, Heading, Link, Text } from '@aurele/ui';
import { useId } from 'react';
import { RouterLink } from '../shared/router-link';
import { shopAddress } from '../shared/shop-address';
import { BrandMonogram, type BrandMonogramProps } from './brand-monogram';
import * as styles from './brands-page.css';
import { ContentPage } from './content-page';

interface Brand {
  id: BrandId;
  initials: string;
  ground: BrandMonogramProps['ground'];
  description: string;
}

/** The six brands of docs/product/decisions.md, described in our own words. */
const brands: Brand[] = [
  {
    id: 'calvin-klein',
    initials: 'CK',
    ground: 'linen',
    description:
      "Des lignes nettes et une palette retenue : les essentiels d'une garde-robe minimaliste, du denim aux sous-vêtements.",
  },
  {
    id: 'gucci',
    initials: 'G',
    ground: 'ink',
    description:
      'Une maison italienne à la fantaisie assumée, où la maroquinerie et les imprimés racontent un goût du détail.',
  },
  {
    id: 'dolce-gabbana',
    initials: 'D&G',
    ground: 'bordeaux',
    description:
      'Le soleil de la Méditerranée en étoffes : dentelles, couleurs franches et silhouettes pleines de caractère.',
  },
  {
    id: 'michael-kors',
    initials: 'MK',
    ground: 'linen',
    description:
      'Une élégance décontractée pensée pour la ville : sacs, montres et pièces faciles à porter du matin au soir.',
  },
  {
    id: 'versace',
    initials: 'V',
    ground: 'ink',
    description:
      "Le goût de l'audace et des motifs baroques, pour des pièces qui ne passent jamais inaperçues.",
  },
  {
    id: 'prada',
    initials: 'P',
    ground: 'bordeaux',
    description:
      'Une rigueur intellectuelle et des matières inattendues : des classiques revisités avec une précision toute milanaise.',
  },
];

function BrandCard({ brand }: { brand: Brand }) {
  const titleId = useId();
  const name = brandTable[brand.id];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <BrandMonogram initials={brand.initials} ground={brand.ground} />
      <div className={styles.body}>
        <Heading level={2} size="title" id={titleId}>
          {name}
        </Heading>
        <Text tone="secondary">{brand.description}</Text>
        <Link
          href={shopAddress({ brand: brand.id })}
          render={<RouterLink />}
          variant="standalone"
          icon="arrowRight"
        >
          {`Découvrir ${name}`}
        </Link>
      </div>
    </article>
  );
}

/** /brands: six cards with our own monograms, each opening the shop filtered on that brand. */
export function BrandsPage() {
  return (
    <ContentPage
      title="Nos marques"
      eyebrow="La sélection"
      intro="Six maisons choisies pour la justesse de leurs coupes et la qualité de leurs matières, réunies à Bruxelles par nos soins."
      description="Les marques de Maison Aurèle : Calvin Klein, Gucci, Dolce & Gabbana, Michael Kors, Versace et Prada, sélectionnées pour leurs coupes et leurs matières."
      width="wide"
    >
      <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large" as="ul" aria-label="Marques">
        {brands.map((brand) => (
          <BrandCard key={brand.id} brand={brand} />
        ))}
      </Columns>
      <Text tone="secondary" size="small">
        Les noms de marques cités appartiennent à leurs titulaires respectifs. Les illustrations de cette page
        sont des créations de Maison Aurèle.
      </Text>
    </ContentPage>
  );
}
