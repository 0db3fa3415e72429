import { Card, Heading, Link, Stack, Text, TextField } from '@aurele/ui';
import { useMachine } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import { PageFrame } from '../../shared/page-frame';
import { RouterLink } from '../../shared/router-link';
import { ServiceForm } from '../../shared/service-form';
import { useFocusFirstInvalid } from '../../shared/use-focus-first-invalid';
import { useForwardNotices } from '../../state/use-forward-notices';
import { returnPortalMessages as messages } from './messages';
import { returnPortalMachine } from './return-portal.machine';
import * as styles from './return-portal-page.css';

const formName = 'return';
const fields = ['orderNumber', 'email'] as const;

export interface ReturnPortalPageProps {
  /** Stories give a machine with a shorter wait (`returnPortalMachine.provide({ delays })`). */
  machine?: typeof returnPortalMachine;
}

/**
 * /return-portal: order number and e-mail, both required; the request always ends on « Commande non trouvée »
 * (docs/product/data-and-states.md#states-and-transitions), so the page also explains the process and where to get
 * help. The form is a GET to /return-portal, so a request sent before the app runs is made once it runs.
 */
export function ReturnPortalPage({ machine = returnPortalMachine }: ReturnPortalPageProps) {
  const [snapshot, send, actor] = useMachine(machine);
  useForwardNotices(actor);
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  // The fields are marked from the values of the last submit, not while the shopper types.
  const [submitted, setSubmitted] = useState<{ orderNumber: string; email: string } | null>(null);
  const incomplete = snapshot.matches('incomplete');
  const missingOrderNumber = incomplete && submitted?.orderNumber.trim() === '';
  const missingEmail = incomplete && submitted?.email.trim() === '';
  const malformedEmail = snapshot.matches('malformedEmail');

  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstInvalid(formRef);

  const request = (sent: { orderNumber: string; email: string }) => {
    setSubmitted(sent);
    send({ type: 'returns.submit', ...sent });
    // The machine decides what is refused; the page marks it and puts the focus on its first field.
    const answer = actor.getSnapshot();
    if (answer.matches('incomplete') || answer.matches('malformedEmail')) refused();
  };
  const replay = (values: Record<string, string>) => {
    const sent = { orderNumber: values.orderNumber ?? '', email: values.email ?? '' };
    setOrderNumber(sent.orderNumber);
    setEmail(sent.email);
    request(sent);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request({ orderNumber, email });
  };

  return (
    <PageFrame title={messages.title} lead={messages.lead} description={messages.description} width="wide">
      <div className={styles.layout}>
        <Card as="section" aria-labelledby="return-form-title">
          <ServiceForm
            name={formName}
            action="/return-portal"
            fields={fields}
            onReplay={replay}
            ref={formRef}
            onSubmit={onSubmit}
            heading={{
              id: 'return-form-title',
              title: messages.formTitle,
              requiredNote: messages.requiredNote,
            }}
            submit={{ label: messages.submit, loading: snapshot.matches('submitting') }}
          >
            <TextField
              name="orderNumber"
              label={messages.orderNumber}
              hint={messages.orderNumberHint}
              required
              autoComplete="off"
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
              error={missingOrderNumber ? messages.missingOrderNumber : undefined}
            />
            <TextField
              name="email"
              type="email"
              label={messages.email}
              hint={messages.emailHint}
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={
                missingEmail ? messages.missingEmail : malformedEmail ? messages.invalidEmail : undefined
              }
            />
          </ServiceForm>
        </Card>
        <Stack space="xlarge">
          <section aria-labelledby="return-steps-title">
            <Stack space="medium">
              <Heading level={2} size="title" id="return-steps-title">
                {messages.stepsTitle}
              </Heading>
              <ol className={styles.steps}>
                {messages.steps.map((step) => (
                  <li key={step}>
                    <Text as="span">{step}</Text>
                  </li>
                ))}
              </ol>
              <Text size="small" tone="secondary">
                {messages.conditions}
              </Text>
            </Stack>
          </section>
          <Card variant="subtle" as="section" aria-labelledby="return-help-title">
            <Stack space="small">
              <Heading level={2} size="subtitle" id="return-help-title">
                {messages.helpTitle}
              </Heading>
              <Link href="/shipping-returns" render={<RouterLink />}>
                {messages.shippingReturns}
              </Link>
              <Link href="/contact" render={<RouterLink />}>
                {messages.contact}
              </Link>
            </Stack>
          </Card>
        </Stack>
      </div>
    </PageFrame>
  );
}
