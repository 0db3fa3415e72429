import { Card, Heading, Stack } from '@aurele/ui';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
}

/** One block of /account: a titled card, reachable as a region by its title. */
export function AccountBlock({ id, title, children }: Props) {
  return (
    <Card padding="large">
      <section aria-labelledby={id}>
        <Stack space="large">
          <Heading level={2} size="subtitle" id={id}>
            {title}
          </Heading>
          {children}
        </Stack>
      </section>
    </Card>
  );
}
