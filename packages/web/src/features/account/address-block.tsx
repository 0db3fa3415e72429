import { Button, Text } from '@aurele/ui';
import { useState } from 'react';
import type { Address, User } from '../../domain/user';
import type { Account } from '../../state/use-account';
import { AccountBlock } from './account-block';
import * as styles from './account-page.css';
import { AddressDialog } from './address-dialog';
import { accountMessages, accountNotices } from './messages';

interface Props {
  user: User;
  save: Account['save'];
  kind: 'deliveryAddress' | 'billingAddress';
}

const titles = {
  deliveryAddress: accountMessages.addresses.delivery,
  billingAddress: accountMessages.addresses.billing,
};

/** The delivery or billing address, edited in a dialog (docs/product/screens.md). */
export function AddressBlock({ user, save, kind }: Props) {
  const [editing, setEditing] = useState(false);
  const text = accountMessages.addresses;
  const title = titles[kind];
  const address: Address | null = user[kind];

  const onSave = (next: Address) => {
    if (save({ ...user, [kind]: next }, accountNotices.address)) setEditing(false);
  };

  return (
    <AccountBlock id={`account-${kind}`} title={title}>
      {address ? (
        <address className={styles.address}>
          {address.street}
          <br />
          {address.zip} {address.city}
          <br />
          {address.country}
        </address>
      ) : (
        <Text tone="secondary">{text.none}</Text>
      )}
      <div>
        <Button variant="secondary" size="small" wrap onClick={() => setEditing(true)}>
          {address ? text.edit(title) : text.add(title)}
        </Button>
      </div>
      <AddressDialog
        open={editing}
        title={address ? text.edit(title) : text.add(title)}
        address={address}
        onSave={onSave}
        onClose={() => setEditing(false)}
      />
    </AccountBlock>
  );
}
