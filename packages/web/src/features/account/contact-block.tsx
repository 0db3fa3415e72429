import { Button, Stack, Text } from '@aurele/ui';
import { useState } from 'react';
import type { User } from '../../domain/user';
import type { Account } from '../../state/use-account';
import { AccountBlock } from './account-block';
import * as styles from './account-page.css';
import { ContactDialog } from './contact-dialog';
import type { ContactDraft } from './contact-form';
import { accountMessages, accountNotices } from './messages';

/** E-mail and phone (« Non renseigné » without one), edited in a dialog that states the 24 h delay. */
export function ContactBlock({ user, save }: { user: User; save: Account['save'] }) {
  const [editing, setEditing] = useState(false);
  const text = accountMessages.contact;

  const onSave = ({ email, phone }: ContactDraft) => {
    const changed = { ...user, email, phone: phone === '' ? null : phone };
    if (save(changed, accountNotices.contact, undefined, user.email)) setEditing(false);
  };

  return (
    <AccountBlock id="account-contact" title={text.heading}>
      <dl className={styles.facts}>
        <div>
          <Text as="dt" size="small" tone="secondary" variant="capitals">
            {text.email}
          </Text>
          <dd className={styles.value}>{user.email}</dd>
        </div>
        <div>
          <Text as="dt" size="small" tone="secondary" variant="capitals">
            {text.phone}
          </Text>
          <dd className={styles.value}>{user.phone ?? text.noPhone}</dd>
        </div>
      </dl>
      <Stack space="medium">
        <Text size="small" tone="secondary">
          {text.delay}
        </Text>
        <div>
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {text.edit}
          </Button>
        </div>
      </Stack>
      <ContactDialog
        open={editing}
        contact={{ email: user.email, phone: user.phone ?? '' }}
        onSave={onSave}
        onClose={() => setEditing(false)}
      />
    </AccountBlock>
  );
}
