import { Stack, StatusBadge, Text } from '@aurele/ui';
import type { User } from '../../domain/user';
import type { Notice } from '../../shared/notice';
import type { Account } from '../../state/use-account';
import { AccountBlock } from './account-block';
import * as styles from './account-page.css';
import { accountMessages } from './messages';
import { ProfilePhoto } from './profile-photo';
import { PseudoField } from './pseudo-field';

interface Props {
  user: User;
  save: Account['save'];
  show: (notice: Notice) => void;
  readPhoto?: (file: File) => Promise<string>;
}

/**
 * Photo, pseudo and the e-mail with its verification badge (docs/product/screens.md,
 * docs/product/data-and-states.md#states-and-transitions).
 */
export function ProfileBlock({ user, save, show, readPhoto }: Props) {
  const { profile } = accountMessages;
  return (
    <AccountBlock id="account-profile" title={profile.heading}>
      <ProfilePhoto user={user} save={save} show={show} readPhoto={readPhoto} />
      <PseudoField user={user} save={save} />
      <Stack space="xsmall">
        <Text size="small" tone="secondary" variant="capitals">
          {profile.email}
        </Text>
        <p className={styles.value}>{user.email}</p>
        <div>
          <StatusBadge tone={user.isVerified ? 'positive' : 'caution'}>
            {user.isVerified ? profile.verified : profile.notVerified}
          </StatusBadge>
        </div>
      </Stack>
    </AccountBlock>
  );
}
