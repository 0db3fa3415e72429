import { Container, Icon, Text, VisuallyHidden } from '@aurele/ui';
import * as styles from './home-page.css';
import { benefits } from './messages';

/** The house's promises: delivery, returns, payment, service (docs/product/rules.md#house-constants). */
export function ServiceBenefits() {
  return (
    <section aria-labelledby="home-benefits" className={styles.benefits}>
      <Container>
        <h2 id="home-benefits">
          <VisuallyHidden>{benefits.title}</VisuallyHidden>
        </h2>
        <ul className={styles.benefitList}>
          {benefits.items.map((item) => (
            <li key={item.id} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <Icon name={item.icon} size="large" />
              </span>
              <Text weight="semibold">{item.title}</Text>
              <Text size="small" tone="secondary">
                {item.text}
              </Text>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
