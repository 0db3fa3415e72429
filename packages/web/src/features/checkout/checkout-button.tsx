import { Button, Notice, Stack } from '@aurele/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { type CartLine, checkoutItems } from '../../domain/cart';
import type { Notice as NoticeContent } from '../../shared/notice';
import { browserStores } from '../../state/browser-stores';
import { checkoutMachine } from './checkout.machine';
import { emptyCartNotice, outOfStockNotice, paymentErrorNotice, proceedToPayment } from './messages';
import { usePaymentNavigation } from './payment-navigation';

export interface CheckoutButtonProps {
  /** What is paid for: the cart's lines, which /success recaps once paid. */
  lines: readonly CartLine[];
  /** Why paying must wait (a line beyond stock), said under the button, which stays disabled meanwhile. */
  blockedReason?: string;
  /** The store refused for stock (the BFF's 409): whoever holds the cart reads its stock again. */
  onStockRefused?: () => void;
  /** Its words where « Procéder au paiement » is not the place's (the cart drawer's « Commander »). */
  label?: string;
}

/**
 * « Procéder au paiement »: runs the checkout machine for this page. It shows the wait while the BFF prepares the
 * payment page, then leaves for it; a refusal (empty cart) or a failure is said beside the button, and pressing
 * it again retries with the cart as it is now.
 */
export function CheckoutButton(props: CheckoutButtonProps) {
  // A page restored from the back-forward cache would show the button still busy: start a fresh checkout then.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setGeneration((current) => current + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return <CheckoutRun key={generation} {...props} />;
}

/** What the button says beside it in each state that went wrong. */
const problemNotices: Partial<Record<string, NoticeContent>> = {
  failed: paymentErrorNotice,
  outOfStock: outOfStockNotice,
  refused: emptyCartNotice,
};

function CheckoutRun({
  lines,
  blockedReason,
  onStockRefused,
  label = proceedToPayment,
}: CheckoutButtonProps) {
  const navigate = usePaymentNavigation();
  const [machine] = useState(() =>
    checkoutMachine.provide({ actions: { navigate: (_, url: string) => navigate(url) } }),
  );
  // French and the browser's time zone, the machine's defaults.
  const [snapshot, send, checkout] = useMachine(machine, { input: {} });
  useEffect(() => {
    const subscription = checkout.on('checkout.outOfStock', () => onStockRefused?.());
    return () => subscription.unsubscribe();
  }, [checkout, onStockRefused]);
  const reasonId = useId();
  const problem = problemNotices[String(snapshot.value)] ?? null;
  return (
    <Stack space="medium">
      {problem && (
        <Notice tone={problem.tone} title={problem.title} live>
          {problem.description}
        </Notice>
      )}
      <Button
        size="large"
        width="full"
        icon="lock"
        loading={snapshot.matches('requesting') || snapshot.matches('navigating')}
        disabled={blockedReason !== undefined}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={() => {
          browserStores.orderRecap.write([...lines]);
          send({ type: 'checkout.start', items: checkoutItems(lines) });
        }}
      >
        {label}
      </Button>
      {blockedReason && (
        <Notice tone="caution">
          <span id={reasonId}>{blockedReason}</span>
        </Notice>
      )}
    </Stack>
  );
}
