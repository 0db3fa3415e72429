import { Heading, Icon, Link, Text } from '@aurele/ui';
import { RouterLink } from '../../shared/router-link';
import { services } from './messages';
import * as styles from './product-view.css';

/** Delivery, returns and payment, as docs/product/rules.md#house-constants sets them. */
export function ServiceInfo() {
  return (
    <section aria-labelledby="product-services" className={styles.services}>
      <Heading level={2} size="subtitle" id="product-services">
        {services.title}
      </Heading>
      <ul className={styles.serviceList}>
        {services.items.map((item) => (
          <li key={item.id} className={styles.serviceItem}>
            <span className={styles.serviceIcon}>
              <Icon name={item.icon} size="medium" />
            </span>
            <div>
              <Text size="small" weight="semibold">
                {item.title}
              </Text>
              <Text size="small" tone="secondary">
                {item.text}
              </Text>
            </div>
          </li>
        ))}
      </ul>
      <Link href="/shipping-returns" render={<RouterLink />} variant="standalone" icon="arrowRight">
        {services.more}
      </Link>
    </section>
  );
}
