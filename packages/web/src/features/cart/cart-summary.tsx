import { Card, Heading, Stack, Text } from '@aurele/ui';
import { type ReactNode, useId } from 'react';
import type { CartLine } from '../../domain/cart';
import { OrderTotals } from '../../widgets/order-totals/order-totals';
import { FreeDeliveryProgress } from './free-delivery-progress';
import { cartMessages } from './messages';

const messages = cartMessages.summary;

export interface CartSummaryProps {
  lines: readonly CartLine[];
  /** What leads on to payment: the checkout button, and what it has to say. */
  children?: ReactNode;
}

/** The cart's totals, what is missing for free delivery, and the way to pay. */
export function CartSummary({ lines, children }: CartSummaryProps) {
  const titleId = useId();
  return (
    <Card as="section" variant="subtle" padding="medium" aria-labelledby={titleId}>
      <Stack space="large">
        <Heading level={2} size="title" id={titleId}>
          {messages.title}
        </Heading>
        <OrderTotals lines={lines} note={(shipping) => <FreeDeliveryProgress shipping={shipping} />}>
          <Text size="xsmall" tone="secondary">
            {messages.taxes}
          </Text>
        </OrderTotals>
        {children}
      </Stack>
    </Card>
  );
}
