import { Notice, SizeTable, Tabs, Text } from '@aurele/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { sizeCharts } from '../shared/size-charts';
import { ContentPage, ContentSection } from './content-page';
import { MeasuringFigure } from './measuring-figure';
import * as styles from './size-guide-page.css';

const [firstChart] = sizeCharts;

/**
 * /size-guide: the women's, men's, children's and shoe tables (women's first, or the one the address names:
 * `#tailles-homme`, where a product page's « Guide des tailles » leads before its app runs), how to measure, and
 * the advice.
 */
export function SizeGuidePage() {
  const { hash } = useLocation();
  const [selected, setSelected] = useState(firstChart?.id);
  // After hydration: the prerendered page knows no address fragment.
  useEffect(() => {
    const named = sizeCharts.find((chart) => `#${chart.id}` === hash);
    if (named) setSelected(named.id);
  }, [hash]);
  return (
    <ContentPage
      title="Guide des tailles"
      eyebrow="Aide"
      intro="Trouvez la bonne taille du premier coup : nos correspondances européennes, et la façon de prendre vos mesures."
      description="Guide des tailles Maison Aurèle : tableaux femme, homme et enfant avec les tailles européennes, tours de poitrine, de taille et de hanches, et conseils pour bien vous mesurer."
    >
      <Tabs
        label="Guide des tailles"
        selectedId={selected}
        onSelect={setSelected}
        tabs={sizeCharts.map((chart) => ({
          id: chart.id,
          label: chart.label,
          content: <SizeTable caption={chart.caption} headers={chart.headers} rows={chart.rows} />,
        }))}
      />
      <Notice tone="info" title="Entre deux tailles ?">
        Choisissez la plus grande : une pièce un peu ample se retouche, une pièce trop juste ne se porte pas.
      </Notice>
      <ContentSection
        title="Prendre vos mesures"
        description="Munissez-vous d'un mètre ruban, en sous-vêtements, et gardez-le bien à l'horizontale sans le serrer."
      >
        <div className={styles.measuring}>
          <MeasuringFigure />
          <ol className={styles.steps}>
            <li>
              <Text>
                <strong>Poitrine</strong> : mesurez horizontalement à l'endroit le plus fort de la poitrine,
                sous les bras.
              </Text>
            </li>
            <li>
              <Text>
                <strong>Taille</strong> : mesurez au creux de la taille, à la partie la plus fine du buste,
                au-dessus du nombril.
              </Text>
            </li>
            <li>
              <Text>
                <strong>Hanches</strong> : pieds joints, mesurez à l'endroit le plus large des hanches et des
                fesses.
              </Text>
            </li>
          </ol>
        </div>
        <Text tone="secondary">
          Pour les enfants, mesurez la stature pieds nus, dos contre un mur, du sol au sommet de la tête.
          L'âge n'est qu'indicatif : fiez-vous d'abord à la stature.
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
