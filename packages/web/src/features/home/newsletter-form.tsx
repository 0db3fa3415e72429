import { Button, Heading, Text, TextField } from '@aurele/ui';
import { type FormEvent, useState } from 'react';
import { ToasterActor } from '../../app/state/app-actors';
import * as styles from './home-page.css';
import { newsletter, subscribedNotice } from './messages';
import { newsletterEmailError } from './newsletter-email';

/**
 * The newsletter: the form checks the address itself (no browser bubbles), marks the field in error, and on
 * success only says thank you — nothing is sent (DECISIONS.md).
 */
export function NewsletterForm() {
  const toaster = ToasterActor.useActorRef();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem) {
      const field = event.currentTarget.elements.namedItem('email');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    setEmail('');
    toaster.send({ type: 'toaster.show', notice: subscribedNotice });
  };

  return (
    <section aria-labelledby="home-newsletter" className={styles.newsletter}>
      <div className={styles.newsletterText}>
        <Heading level={2} size="display2" id="home-newsletter">
          {newsletter.title}
        </Heading>
        <Text tone="secondary">{newsletter.text}</Text>
      </div>
      <form
        noValidate
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
      </form>
    </section>
  );
}
