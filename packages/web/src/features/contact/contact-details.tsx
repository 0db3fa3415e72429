import { Card, Heading, Icon, type IconName, Link, Stack, Text } from '@aurele/ui';
import type { ReactNode } from 'react';
import * as styles from './contact-page.css';
import { contactMessages as messages } from './messages';

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailLabel}>
        <span className={styles.detailIcon}>
          <Icon name={icon} size="small" />
        </span>
        <Text as="span" size="small" tone="secondary" variant="capitals">
          {label}
        </Text>
      </dt>
      <dd className={styles.detailValue}>{children}</dd>
    </div>
  );
}

/** The house's address, e-mail, phone and hours (docs/product/decisions.md identity). */
export function ContactDetails() {
  return (
    <Card variant="subtle" as="section" aria-labelledby="contact-details-title">
      <Stack space="large">
        <Heading level={2} size="title" id="contact-details-title">
          {messages.detailsTitle}
        </Heading>
        <dl className={styles.details}>
          <Detail icon="package" label={messages.addressLabel}>
            <address className={styles.address}>
              {messages.company}
              <br />
              {messages.street}
              <br />
              {messages.city}
            </address>
          </Detail>
          <Detail icon="mail" label={messages.emailLabel}>
            <Link href={`mailto:${messages.email}`}>{messages.email}</Link>
          </Detail>
          <Detail icon="phone" label={messages.phoneLabel}>
            <Link href={messages.phoneHref}>{messages.phone}</Link>
          </Detail>
          <Detail icon="chat" label={messages.hoursTitle}>
            {messages.hours}
          </Detail>
          <Detail icon="sparkle" label={messages.pressTitle}>
            <Link href={`mailto:${messages.press}`}>{messages.press}</Link>
          </Detail>
        </dl>
      </Stack>
    </Card>
  );
}
