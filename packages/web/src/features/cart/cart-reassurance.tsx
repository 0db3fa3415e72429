import { Icon, type IconName, Text } from '@aurele/ui';
import * as styles from './cart-reassurance.css';
import { cartMessages } from './messages';

const messages = cartMessages.reassurance;

const promises: { icon: IconName; title: string; detail: string }[] = [
  { icon: 'lock', title: messages.securePayment, detail: messages.securePaymentDetail },
  { icon: 'creditCard', title: messages.cards, detail: messages.cardsDetail },
  { icon: 'return', title: messages.returns, detail: messages.returnsDetail },
];

/** What reassures a shopper about to pay: a secure payment, the cards taken, free returns within 30 days. */
export function CartReassurance() {
  return (
    <ul className={styles.list} aria-label={messages.label}>
      {promises.map(({ icon, title, detail }) => (
        <li key={title} className={styles.item}>
          <Icon name={icon} size="small" />
          <div>
            <Text size="small" weight="medium">
              {title}
            </Text>
            <Text size="xsmall" tone="secondary">
              {detail}
            </Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
