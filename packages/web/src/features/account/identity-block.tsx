import { Button, Inline, Stack, Text } from '@aurele/ui';
import type { User } from '../../domain/user';
import type { Notice } from '../../shared/notice';
import { AccountBlock } from './account-block';
import { accountMessages, accountNotices } from './messages';

/**
 * docs/product/screens.md, docs/product/data-and-states.md#states-and-transitions: identity verification for adults.
 * Every button is a placeholder that says it is coming soon; a verified user sees the disabled « Vérifié » button.
 * Nothing here changes `isVerified`.
 */
export function IdentityBlock({ user, show }: { user: User; show: (notice: Notice) => void }) {
  const { identity } = accountMessages;
  const comingSoon = () => show(accountNotices.identityComingSoon);
  return (
    <AccountBlock id="account-identity" title={identity.heading}>
      <Text tone="secondary">{identity.text}</Text>
      {user.isVerified ? (
        <div>
          <Button icon="check" disabled>
            {identity.verified}
          </Button>
        </div>
      ) : (
        <Stack space="medium">
          <div>
            <Button onClick={comingSoon}>{identity.start}</Button>
          </div>
          <Inline space="small">
            <Button variant="secondary" size="small" onClick={comingSoon}>
              {identity.front}
            </Button>
            <Button variant="secondary" size="small" onClick={comingSoon}>
              {identity.back}
            </Button>
          </Inline>
        </Stack>
      )}
    </AccountBlock>
  );
}
