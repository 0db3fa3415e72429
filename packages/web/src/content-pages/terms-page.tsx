import { Link, Stack } from '@aurele/ui';
import { houseTerms } from '../shared/house-terms';
import { RouterLink } from '../shared/router-link';
import { BulletList, ContentPage, LastUpdated, LegalArticle, Paragraph } from './content-page';

/** /terms: the conditions of sale, with the delays, prices and exclusions of docs/product/rules.md#house-constants. */
export function TermsPage() {
  return (
    <ContentPage
      title="Conditions générales de vente"
      eyebrow="Informations légales"
      intro="Les règles qui encadrent chacune de vos commandes chez Maison Aurèle, écrites pour être lues."
      description="Conditions générales de vente de Maison Aurèle : commande, prix, paiement, livraison dans l'Union européenne, droit de rétractation de 14 jours, retours gratuits sous 30 jours."
      width="narrow"
    >
      <Stack space="xxlarge">
        <LastUpdated date="1er septembre 2026" />
        <LegalArticle title="Article 1 — Champ d'application">
          <Paragraph>
            Les présentes conditions régissent les ventes conclues sur le site de Maison Aurèle SRL, Avenue
            Louise 54, 1050 Bruxelles, Belgique, entre la maison et toute personne qui y passe commande en
            qualité de consommateur. Passer commande vaut acceptation de ces conditions, dans leur version en
            vigueur au jour de la commande.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 2 — Produits">
          <Paragraph>
            Chaque pièce est présentée avec le plus grand soin : photographies, matières, tailles disponibles
            et conseils d'entretien. Les couleurs peuvent légèrement varier selon l'écran utilisé. Nos offres
            valent dans la limite des stocks disponibles ; si une pièce venait à manquer après votre commande,
            nous vous en informerions sans délai et vous seriez remboursé intégralement.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 3 — Prix">
          <Paragraph>
            Les prix sont indiqués en euros, toutes taxes comprises (TTC). Les frais de livraison s'y ajoutent
            et sont précisés avant la validation de la commande. Le prix applicable est celui affiché au
            moment où vous passez commande.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 4 — Commande">
          <Paragraph>
            Vous choisissez vos pièces, vérifiez votre panier puis le confirmez en accédant au paiement. La
            commande est ferme dès l'acceptation du paiement ; un récapitulatif vous est alors présenté. Vous
            pouvez commander en tant qu'invité, sans créer de compte.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 5 — Paiement">
          <Paragraph>Nous acceptons les moyens de paiement suivants :</Paragraph>
          <BulletList
            items={houseTerms.paymentMeans.map(
              (mean, at, all) => `${mean}${at === all.length - 1 ? '.' : ' ;'}`,
            )}
          />
          <Paragraph>
            Le paiement s'effectue sur la page sécurisée de notre prestataire de paiement : vos données
            bancaires ne transitent jamais par nos serveurs.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 6 — Livraison">
          <Paragraph>
            Nous livrons exclusivement dans les pays de l'Union européenne. Les commandes sont préparées et
            expédiées sous 24 h (jours ouvrés).
          </Paragraph>
          <BulletList
            items={[
              "Livraison standard : 2 à 4 jours ouvrés, 7,90 €, offerte dès 150 € d'achat.",
              'Livraison express en Europe : 1 à 2 jours ouvrés, 14,90 €.',
            ]}
          />
          <Paragraph>
            Si la livraison dépasse trente jours à compter de la commande, vous pouvez annuler celle-ci et
            obtenir le remboursement intégral des sommes versées.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 7 — Droit de rétractation">
          <Paragraph>
            Vous disposez d'un délai de 14 jours à compter de la réception de votre commande pour vous
            rétracter, sans avoir à vous justifier. Il vous suffit de nous en informer par écrit à{' '}
            <Link href="mailto:contact@maison-aurele.be">contact@maison-aurele.be</Link> ou via notre{' '}
            <Link href="/return-portal" render={<RouterLink />}>
              portail de retour
            </Link>
            .
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 8 — Retours et remboursements">
          <Paragraph>
            Au-delà du droit de rétractation, nous acceptons les retours gratuits dans les 30 jours suivant la
            réception. Les pièces doivent nous parvenir non portées, avec leurs étiquettes. Le remboursement
            est effectué sur le moyen de paiement d'origine sous 7 à 10 jours ouvrés après réception et
            contrôle du retour.
          </Paragraph>
          <Paragraph>Ne peuvent être retournés, pour des raisons d'hygiène ou de conservation :</Paragraph>
          <BulletList
            items={[
              'la lingerie et les maillots de bain ;',
              "les chaussures dont la boîte d'origine n'est pas intacte.",
            ]}
          />
        </LegalArticle>
        <LegalArticle title="Article 9 — Garanties">
          <Paragraph>
            Tous nos produits bénéficient de la garantie légale de conformité de deux ans prévue par le droit
            belge et européen, ainsi que de la garantie contre les vices cachés. En cas de défaut,
            contactez-nous : nous réparerons, remplacerons ou rembourserons la pièce concernée.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 10 — Responsabilité">
          <Paragraph>
            Maison Aurèle ne saurait être tenue responsable d'un retard ou d'une inexécution dus à un cas de
            force majeure ou au fait d'un tiers. Sa responsabilité ne peut excéder le montant de la commande
            concernée, sauf faute lourde ou intentionnelle.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 11 — Données personnelles">
          <Paragraph>
            Les données nécessaires à votre commande sont traitées conformément à notre{' '}
            <Link href="/privacy" render={<RouterLink />}>
              politique de confidentialité
            </Link>
            .
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Article 12 — Droit applicable et litiges">
          <Paragraph>
            Les présentes conditions sont soumises au droit belge. En cas de différend, nous vous invitons à
            nous contacter d'abord : nous chercherons ensemble une solution amiable. À défaut, vous pouvez
            recourir à la plateforme européenne de règlement en ligne des litiges (
            <Link href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</Link>) ou saisir les
            tribunaux compétents, sans préjudice des dispositions protectrices de votre pays de résidence.
          </Paragraph>
        </LegalArticle>
      </Stack>
    </ContentPage>
  );
}
