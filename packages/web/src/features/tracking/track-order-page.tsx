import { Card, Heading, Notice, Stack, Text, TextField, VisuallyHidden } from '@aurele/ui';
import { useMachine } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { focusField } from '../../shared/focus-field';
import { PageFrame } from '../../shared/page-frame';
import { ServiceForm } from '../../shared/service-form';
import { useForwardNotices } from '../../state/use-forward-notices';
import { useWithdrawnNotices } from '../../state/use-withdrawn-notices';
import { numberRequiredNotice, orderNotFoundNotice, trackingMessages } from './messages';
import * as styles from './track-order-page.css';
import { trackingMachine } from './tracking.machine';
import { TrackingResult } from './tracking-result';

const formName = 'tracking';
const fields = ['order'] as const;

export interface TrackOrderPageProps {
  /** Stories give a machine with a shorter wait (`trackingMachine.provide({ delays })`). */
  machine?: typeof trackingMachine;
}

/**
 * /track-order: one field (filled from `?order=`, the link of « Suivre le colis »), the search with its 1.5 s wait,
 * then the order's journey or the not-found notice (docs/product/data-and-states.md#states-and-transitions). The form
 * is a GET to /track-order, so a search sent before the app runs is made once it runs.
 */
export function TrackOrderPage({ machine = trackingMachine }: TrackOrderPageProps) {
  const [params] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(() => params.get('order') ?? '');
  const [snapshot, send, actor] = useMachine(machine);
  useForwardNotices(actor);
  useWithdrawnNotices(actor);

  const blank = snapshot.matches('blank');
  const searching = snapshot.matches('searching');
  const { order } = snapshot.context;

  const formRef = useRef<HTMLFormElement>(null);

  const search = (number: string) => {
    send({ type: 'tracking.search', orderNumber: number });
    // A refused number sends the shopper back to the field, which now says why.
    if (number.trim() === '' && formRef.current) focusField(formRef.current, 'order');
  };
  const replay = ({ order = '' }: Record<string, string>) => {
    setOrderNumber(order);
    search(order);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(orderNumber);
  };

  return (
    <PageFrame
      title={trackingMessages.title}
      lead={trackingMessages.lead}
      description={trackingMessages.description}
      width="medium"
    >
      <ServiceForm
        name={formName}
        action="/track-order"
        fields={fields}
        onReplay={replay}
        ref={formRef}
        aria-label={trackingMessages.formLabel}
        onSubmit={onSubmit}
        submit={{ label: trackingMessages.search, icon: 'search', loading: searching }}
      >
        <TextField
          name="order"
          label={trackingMessages.field}
          hint={trackingMessages.fieldHint}
          required
          autoComplete="off"
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          error={blank ? numberRequiredNotice.description : undefined}
        />
      </ServiceForm>
      <div role="status">
        <VisuallyHidden>{searching ? trackingMessages.searching : ''}</VisuallyHidden>
      </div>
      {order && snapshot.matches('found') && <TrackingResult order={order} />}
      {snapshot.matches('notFound') && (
        <Notice tone="critical" title={orderNotFoundNotice.title}>
          {orderNotFoundNotice.description}
        </Notice>
      )}
      <Card variant="subtle" as="section" aria-labelledby="tracking-where">
        <Stack space="medium">
          <Heading level={2} size="subtitle" id="tracking-where">
            {trackingMessages.whereTitle}
          </Heading>
          <ul className={styles.hintList}>
            {trackingMessages.where.map((place) => (
              <li key={place}>
                <Text as="span" size="small">
                  {place}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      </Card>
    </PageFrame>
  );
}
