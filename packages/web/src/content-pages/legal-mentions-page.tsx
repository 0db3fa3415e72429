import { Link, Stack } from '@aurele/ui';
import { BulletList, ContentPage, LegalArticle, Paragraph } from './content-page';

/** The host is the operator's to name (docs/product/decisions.md): `VITE_HOSTING_PROVIDER` at build time. */
const hostingProvider = import.meta.env.VITE_HOSTING_PROVIDER || "Hébergement : à compléter par l'exploitant";

/**
 * /legal-mentions: the publisher of docs/product/decisions.md, the host, rights, liability and the AI site builder
 * statement.
 */
export function LegalMentionsPage() {
  return (
    <ContentPage
      title="Mentions légales"
      eyebrow="Informations légales"
      intro="Qui édite ce site, qui l'héberge, et ce que vous pouvez en faire."
      description="Mentions légales du site Maison Aurèle : éditeur Maison Aurèle SRL à Bruxelles, hébergement, propriété intellectuelle et limitation de responsabilité."
      width="narrow"
    >
      <Stack space="xxlarge">
        <LegalArticle title="Éditeur du site">
          <BulletList
            items={[
              'Maison Aurèle SRL (société à responsabilité limitée de droit belge)',
              'Avenue Louise 54, 1050 Bruxelles, Belgique',
              <>
                E-mail : <Link href="mailto:contact@maison-aurele.be">contact@maison-aurele.be</Link>
              </>,
              <>
                Téléphone : <Link href="tel:+3220000000">+32 2 000 00 00</Link>
              </>,
              "Numéro d'entreprise (BCE/KBO) : à compléter",
              'Directeur de la publication : le gérant de Maison Aurèle SRL',
            ]}
          />
        </LegalArticle>
        <LegalArticle title="Hébergement">
          <Paragraph>{hostingProvider}</Paragraph>
        </LegalArticle>
        <LegalArticle title="Propriété intellectuelle">
          <Paragraph>
            Les textes, illustrations, mises en page et éléments graphiques de ce site sont la propriété de
            Maison Aurèle SRL ou font l'objet d'une autorisation d'utilisation. Toute reproduction, même
            partielle, sans accord écrit préalable est interdite. Les noms des marques présentées
            appartiennent à leurs titulaires respectifs ; les illustrations qui les accompagnent sont nos
            propres créations.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Limitation de responsabilité">
          <Paragraph>
            Nous veillons à l'exactitude des informations publiées, sans pouvoir garantir qu'elles soient
            exemptes d'erreurs ou d'omissions. Maison Aurèle ne saurait être tenue responsable des dommages
            résultant de l'utilisation du site, d'une interruption de service ou du contenu des sites vers
            lesquels il renvoie.
          </Paragraph>
        </LegalArticle>
        <LegalArticle title="Conception du site">
          <Paragraph>
            Ce site a été conçu avec l'aide d'un outil de création de sites assisté par intelligence
            artificielle.
          </Paragraph>
        </LegalArticle>
      </Stack>
    </ContentPage>
  );
}
