import { Container, PageHeader, Stack } from '@aurele/ui';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageTitle } from '../../shared/use-page-title';
import { useAccount } from '../../state/use-account';
import { useShowNotice } from '../../state/use-show-notice';
import * as styles from './account-page.css';
import { AddressBlock } from './address-block';
import { ContactBlock } from './contact-block';
import { IdentityBlock } from './identity-block';
import { accountMessages } from './messages';
import { ProfileBlock } from './profile-block';

interface Props {
  /** Stories replace the canvas downscale (see `profile-photo-file.ts`). */
  readPhoto?: (file: File) => Promise<string>;
}

/**
 * /account (user or admin, behind the route guard): every change is saved through the session, in the current
 * user and their per-email copy, so it survives a reload and a later login.
 */
export function AccountPage({ readPhoto }: Props) {
  usePageTitle(accountMessages.title);
  useMetaDescription(accountMessages.description);
  const { user, save } = useAccount();
  const show = useShowNotice();
  // The guard lets only signed-in users here; a sign-out elsewhere is on its way home.
  if (!user) return null;
  return (
    <Container>
      <div className={styles.page}>
        <Stack space="xlarge">
          <PageHeader
            title={accountMessages.title}
            lead={accountMessages.greeting(user.firstName)}
            size="display1"
          />
          <div className={styles.blocks}>
            <ProfileBlock user={user} save={save} show={show} readPhoto={readPhoto} />
            <ContactBlock user={user} save={save} />
            <AddressBlock user={user} save={save} kind="deliveryAddress" />
            <AddressBlock user={user} save={save} kind="billingAddress" />
            <IdentityBlock user={user} show={show} />
          </div>
        </Stack>
      </div>
    </Container>
  );
}
