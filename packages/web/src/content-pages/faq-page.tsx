import { Accordion, ButtonLink, Card, Tabs } from '@aurele/ui';
import { RouterLink } from '../shared/router-link';
import { ContentPage, ContentSection } from './content-page';
import { faqCategories } from './faq-content';

/** /faq: four categories as tabs, the first shown; each question opens on its own. */
export function FaqPage() {
  return (
    <ContentPage
      title="Questions fréquentes"
      eyebrow="Aide"
      intro="Livraison, retours, paiement, compte : les réponses aux questions que l'on nous pose le plus souvent."
      description="FAQ Maison Aurèle : délais et frais de livraison, retours gratuits sous 30 jours, remboursements, moyens de paiement sécurisés, compte et données personnelles."
    >
      <Tabs
        label="Catégories de questions"
        defaultSelectedId={faqCategories[0]?.id}
        tabs={faqCategories.map((category) => ({
          id: category.id,
          label: category.label,
          content: <Accordion items={category.questions} headingLevel={2} />,
        }))}
      />
      <Card variant="subtle">
        <ContentSection
          title="Vous n'avez pas trouvé votre réponse ?"
          description="Notre service client vous répond du lundi au samedi, de 9h à 19h."
        >
          <div>
            <ButtonLink href="/contact" render={<RouterLink />} variant="secondary">
              Nous contacter
            </ButtonLink>
          </div>
        </ContentSection>
      </Card>
    </ContentPage>
  );
}
