import { Link, Stack } from '@aurele/ui';
import { BulletList, ContentPage, LastUpdated, LegalArticle, Paragraph } from './content-page';

/** /privacy: who keeps what, why and for how long — honest about this version keeping everything in the browser. */
export function PrivacyPage() {
  return (
    <ContentPage
      title="Politique de confidentialité"
      eyebrow="Informations légales"
      intro="Vos données vous appartiennent. Voici, simplement, ce que nous en faisons et ce que nous n'en faisons pas."
      description="Politique de confidentialité de Maison Aurèle : responsable du traitement, données collectées, finalités, bases légales, durées de conservation et vos droits au titre du RGPD."
      width="narrow"
    >
      <Stack space="xxlarge">
        <LastUpdated date="1er septembre 2026" />
        <LegalArticle title="Responsable du traitement">
          <Paragraph>
            Maison Aurèle SRL, Avenue Louise 54, 1050 Bruxelles, Belgique, est responsable des traitements
            décrits ci-dessous. Pour toute question :{' '}
            <Link href="mailto:contact@maison-aurele.be">contact@maison-aurele.be</Link>.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Données collectées">
          <Paragraph>Selon votre utilisation du site, nous traitons :</Paragraph>
          <BulletList
            items={[
              'votre panier et vos favoris ;',
              'les informations de votre compte : adresse e-mail, nom, pseudo, photo de profil, adresses et téléphone si vous les renseignez ;',
              'les informations nécessaires à une commande, transmises à notre prestataire de paiement au moment du paiement.',
            ]}
          />
          <Paragraph>
            Dans cette version du site, votre panier, vos favoris et votre compte sont conservés uniquement
            dans votre navigateur (stockage local) : ils ne sont pas envoyés sur nos serveurs. Les formulaires
            de contact, de newsletter et de retour n'envoient, pour l'instant, aucune donnée.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Finalités et bases légales">
          <BulletList
            items={[
              'Exécuter votre commande et le service après-vente : exécution du contrat.',
              "Garder votre panier, vos favoris et votre compte d'une visite à l'autre : exécution du contrat et votre demande.",
              'Sécuriser le site et prévenir la fraude : notre intérêt légitime.',
              'Respecter nos obligations comptables et fiscales : obligation légale.',
              "Vous envoyer notre lettre d'information, si vous y consentez : votre consentement, retirable à tout moment.",
            ]}
          />
        </LegalArticle>
        <LegalArticle title="Durées de conservation">
          <Paragraph>
            Les données conservées dans votre navigateur y restent jusqu'à ce que vous les effaciez
            (déconnexion, suppression des données du site). Les données de commande sont conservées pendant la
            durée légale de conservation des pièces comptables, soit sept ans en Belgique. Les données de
            prospection sont conservées trois ans après notre dernier échange.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Destinataires">
          <Paragraph>
            Vos données ne sont jamais vendues. Elles ne sont communiquées qu'aux prestataires qui nous aident
            à vous servir (paiement, livraison), dans la stricte mesure nécessaire, et au sein de l'Union
            européenne.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Vos droits">
          <Paragraph>
            Conformément au Règlement général sur la protection des données (RGPD), vous disposez :
          </Paragraph>
          <BulletList
            items={[
              "d'un droit d'accès, de rectification et d'effacement ;",
              "d'un droit à la limitation du traitement et d'opposition ;",
              "d'un droit à la portabilité de vos données ;",
              'du droit de retirer votre consentement à tout moment.',
            ]}
          />
          <Paragraph>
            Vous pouvez aussi introduire une réclamation auprès de l'Autorité de protection des données, rue
            de la Presse 35, 1000 Bruxelles.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Nous contacter">
          <Paragraph>
            Pour exercer vos droits, écrivez-nous à{' '}
            <Link href="mailto:contact@maison-aurele.be">contact@maison-aurele.be</Link> ou à Maison Aurèle
            SRL, Avenue Louise 54, 1050 Bruxelles. Nous vous répondons sous un mois.
          </Paragraph>
        </LegalArticle>
      </Stack>
    </ContentPage>
  );
}
