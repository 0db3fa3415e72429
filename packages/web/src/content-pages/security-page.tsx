import { Card, Columns, Heading, Link, Notice, Stack, Text } from '@aurele/ui';
import { BulletList, ContentPage, ContentSection } from './content-page';

const guarantees = [
  {
    title: '3-D Secure',
    text: "Chaque paiement par carte est confirmé auprès de votre banque, par une notification ou un code : personne d'autre que vous ne peut valider l'achat.",
  },
  {
    title: 'Connexion chiffrée',
    text: "L'ensemble du site est servi en HTTPS (TLS) : ce que vous saisissez voyage chiffré entre votre navigateur et nous.",
  },
  {
    title: 'Page de paiement hébergée',
    text: "Vous réglez sur la page sécurisée de notre prestataire de paiement. Vos données de carte ne passent jamais par nos serveurs et nous n'en conservons aucune.",
  },
];

/** /security: how payment is protected, how to keep an account safe, and what to do with a suspicious message. */
export function SecurityPage() {
  return (
    <ContentPage
      title="Sécurité"
      eyebrow="Votre confiance"
      intro="Payer sereinement, garder votre compte à l'abri : ce que nous faisons, et ce que vous pouvez faire."
      description="Sécurité chez Maison Aurèle : paiement 3-D Secure, connexion chiffrée TLS, page de paiement hébergée sans données de carte sur nos serveurs, conseils pour protéger votre compte."
    >
      <ContentSection
        title="Un paiement protégé"
        description="Trois garanties accompagnent chacune de vos commandes."
      >
        <Columns
          columns={{ mobile: 1, tablet: 3 }}
          space="large"
          as="ul"
          aria-label="Nos garanties de paiement"
        >
          {guarantees.map((guarantee) => (
            <Card key={guarantee.title} variant="subtle">
              <Stack space="small">
                <Heading level={3} size="title">
                  {guarantee.title}
                </Heading>
                <Text tone="secondary">{guarantee.text}</Text>
              </Stack>
            </Card>
          ))}
        </Columns>
      </ContentSection>
      <ContentSection title="Protéger votre compte">
        <BulletList
          items={[
            "Choisissez un mot de passe long et unique, que vous n'utilisez sur aucun autre site.",
            'Ne communiquez jamais votre mot de passe : nous ne vous le demanderons jamais, ni par e-mail ni par téléphone.',
            'Déconnectez-vous après chaque visite sur un ordinateur partagé.',
            'Tenez votre navigateur et votre système à jour.',
          ]}
        />
      </ContentSection>
      <ContentSection title="Un message suspect ?">
        <Notice
          tone="caution"
          title="Maison Aurèle ne vous demandera jamais vos coordonnées bancaires par e-mail, SMS ou téléphone."
        >
          Si vous recevez un message à notre nom qui vous semble douteux, ne cliquez sur aucun lien et
          n'ouvrez aucune pièce jointe. Transférez-le à{' '}
          <Link href="mailto:contact@maison-aurele.be">contact@maison-aurele.be</Link> : nous vérifierons et
          vous répondrons rapidement.
        </Notice>
      </ContentSection>
    </ContentPage>
  );
}
