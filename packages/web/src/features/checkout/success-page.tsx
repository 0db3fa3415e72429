import { ButtonLink, Container, Heading, Icon, Stack, Text } from '@aurele/ui';
import { useEffect, useMemo } from 'react';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageTitle } from '../../shared/use-page-title';
import { CartActor } from '../../state/app-actors';
import { browserStores } from '../../state/browser-stores';
import { successMessages } from './messages';
import { OrderRecap } from './order-recap';
import * as styles from './success-page.css';

/**
 * /success, where the payment page sends a shopper who paid: thanks, what they bought (the lines this tab went to pay
 * for, once the app runs: they are kept in the browser), and the cart is emptied
 * (docs/product/data-and-states.md#states-and-transitions).
 */
export function SuccessPage() {
  usePageTitle(successMessages.documentTitle);
  useMetaDescription(successMessages.description);
  const cart = CartActor.useActorRef();
  const hydrated = useHydrated();
  const bought = useMemo(() => (hydrated ? browserStores.orderRecap.read() : []), [hydrated]);
  // In an effect, not during render: the page is prerendered, and only a real visit has paid.
  useEffect(() => {
    cart.send({ type: 'cart.clear' });
  }, [cart]);

  return (
    <Container width="narrow">
      <div className={styles.page}>
        <Stack space="xlarge" align="center">
          <span className={styles.mark}>
            <Icon name="check" size="large" />
          </span>
          <Heading level={1} size="display2" align="center">
            {successMessages.title}
          </Heading>
          <Stack space="medium">
            <Text size="large" align="center">
              {successMessages.confirmation}
            </Text>
            <Text tone="secondary" align="center">
              {successMessages.preparation}
            </Text>
          </Stack>
          {bought.length > 0 && <OrderRecap lines={bought} />}
          <ButtonLink href="/shop" render={<RouterLink />} icon="arrowRight" iconPosition="end">
            {successMessages.continueShopping}
          </ButtonLink>
        </Stack>
      </div>
    </Container>
  );
}
