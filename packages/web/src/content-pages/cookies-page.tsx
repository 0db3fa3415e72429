import { Link, Stack } from '@aurele/ui';
import { RouterLink } from '../shared/router-link';
import { ComingSoonButton } from '../state/coming-soon-button';
import { BulletList, ContentPage, LastUpdated, LegalArticle, Paragraph } from './content-page';

/** /cookies: the three kinds of cookies, no advertising ones, and what this version keeps in the browser. */
export function CookiesPage() {
  return (
    <ContentPage
      title="Politique de cookies"
      eyebrow="Informations légales"
      intro="Peu de cookies, et jamais pour vous suivre ailleurs : voici ceux que nous utilisons, et pourquoi."
      description="Politique de cookies de Maison Aurèle : cookies essentiels, de performance et de fonctionnalité, aucun cookie publicitaire tiers, et ce que le site conserve dans votre navigateur."
      width="narrow"
    >
      <Stack space="xxlarge">
        <LastUpdated date="1er septembre 2026" />
        <LegalArticle title="Qu'est-ce qu'un cookie ?">
          <Paragraph>
            Un cookie est un petit fichier déposé sur votre appareil lorsque vous consultez un site. Il permet
            de reconnaître votre navigateur et de retenir certaines informations d'une page à l'autre.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Les cookies que nous utilisons">
          <BulletList
            items={[
              <>
                <strong>Cookies essentiels</strong> : indispensables au fonctionnement du site (navigation,
                sécurité, paiement). Ils ne peuvent pas être désactivés.
              </>,
              <>
                <strong>Cookies de performance</strong> : ils mesurent, de façon anonyme, la fréquentation des
                pages pour nous aider à améliorer le site.
              </>,
              <>
                <strong>Cookies de fonctionnalité</strong> : ils retiennent vos préférences pour vous offrir
                une visite plus agréable.
              </>,
            ]}
          />
          <Paragraph>
            Nous n'utilisons aucun cookie publicitaire tiers : vos visites chez nous ne servent pas à vous
            proposer des annonces ailleurs.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Ce que garde votre navigateur">
          <Paragraph>
            Dans cette version du site, votre panier, vos favoris et votre compte sont enregistrés dans le
            stockage local de votre navigateur, et non dans des cookies ni sur nos serveurs. Ils restent sur
            votre appareil jusqu'à ce que vous les effaciez, par exemple en supprimant les données du site
            dans les réglages de votre navigateur. Pour en savoir plus, consultez notre{' '}
            <Link href="/privacy" render={<RouterLink />}>
              politique de confidentialité
            </Link>
            .
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Gérer vos préférences">
          <Paragraph>
            Vous pouvez à tout moment configurer votre navigateur pour refuser les cookies. Un panneau de
            réglages propre à notre site arrive bientôt.
          </Paragraph>
          <div>
            <ComingSoonButton detail="Le réglage de vos préférences de cookies sera bientôt proposé ici.">
              Ouvrir les paramètres
            </ComingSoonButton>
          </div>
        </LegalArticle>
      </Stack>
    </ContentPage>
  );
}
