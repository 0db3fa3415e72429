import { Button, Heading, type IconName, Stack, Text } from '@aurele/ui';
import type { ReactNode } from 'react';
import { ReplayedForm, type ReplayedFormProps } from './replayed-form';

interface ServiceFormProps extends ReplayedFormProps {
  /** The heading that names the form, and the note on its required fields; without one, give an `aria-label`. */
  heading?: { id: string; title: string; requiredNote: string };
  submit: { label: string; icon?: IconName; loading?: boolean };
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of a service page (contact, return portal, order tracking): a form that works before the app runs
 * (`ReplayedForm`), its heading and note, its fields, and its submit button, laid out one way.
 */
export function ServiceForm({ heading, submit, children, ...form }: ServiceFormProps) {
  return (
    <ReplayedForm {...form} aria-labelledby={heading?.id}>
      <Stack space="large">
        {heading && (
          <>
            <Heading level={2} size="title" id={heading.id}>
              {heading.title}
            </Heading>
            <Text size="small" tone="secondary">
              {heading.requiredNote}
            </Text>
          </>
        )}
        {children}
        <div>
          <Button type="submit" tone="neutral" icon={submit.icon} loading={submit.loading}>
            {submit.label}
          </Button>
        </div>
      </Stack>
    </ReplayedForm>
  );
}
