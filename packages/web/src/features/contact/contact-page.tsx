import { PageFrame } from '../../shared/page-frame';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import * as styles from './contact-page.css';
import { contactMessages } from './messages';

/** /contact: the form (docs/product/screens.md, nothing sent) beside the house's details and hours. */
export function ContactPage() {
  return (
    <PageFrame
      title={contactMessages.title}
      lead={contactMessages.lead}
      description={contactMessages.description}
      width="wide"
    >
      <div className={styles.layout}>
        <ContactForm />
        <ContactDetails />
      </div>
    </PageFrame>
  );
}
