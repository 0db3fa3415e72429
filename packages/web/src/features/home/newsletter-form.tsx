import { Button, Heading, Text, TextField } from '@aurele/ui';
import { type FormEvent, useRef, useState } from 'react';
import { focusField } from '../../shared/focus-field';
import { ReplayedForm } from '../../shared/replayed-form';
import { useShowNotice } from '../../state/use-show-notice';
import * as styles from './home-page.css';
import { newsletter, subscribedNotice } from './messages';
import { newsletterEmailError } from './newsletter-email';

const formName = 'newsletter';
const fields = ['email'] as const;

/**
 * The newsletter: the form checks the address itself (no browser bubbles), marks the field in error, and on success
 * only says thank you — nothing is sent (docs/product/decisions.md). It is a GET form to the home page, so an address
 * sent before the app runs comes back in the query and is checked and thanked once the app runs.
 */
export function NewsletterForm() {
  const show = useShowNotice();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const subscribe = (address: string) => {
    const problem = newsletterEmailError(address);
    setError(problem);
    if (problem) {
      setEmail(address);
      if (formRef.current) focusField(formRef.current, 'email');
      return;
    }
    setEmail('');
    show(subscribedNotice);
  };
  const replay = (values: Record<string, string>) => subscribe(values.email ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe(email);
  };

  return (
    <section aria-labelledby="home-newsletter" className={styles.newsletter}>
      <div className={styles.newsletterText}>
        <Heading level={2} size="display2" id="home-newsletter">
          {newsletter.title}
        </Heading>
        <Text tone="secondary">{newsletter.text}</Text>
      </div>
      <ReplayedForm
        name={formName}
        action="/"
        fields={fields}
        onReplay={replay}
        ref={formRef}
        aria-labelledby="home-newsletter"
        className={styles.newsletterForm}
        onSubmit={onSubmit}
      >
        <TextField
          name="email"
          type="email"
          label={newsletter.emailLabel}
          autoComplete="email"
          required
          value={email}
          error={error ?? undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <Button type="submit" tone="neutral">
            {newsletter.submit}
          </Button>
        </div>
      </ReplayedForm>
    </section>
  );
}
