import { Icon, type IconName, PageHeader, Stack, Text } from '@aurele/ui';
import { RouterLink } from '../../shared/router-link';
import * as styles from './auth-page.css';
import { type AuthScreen, authScreenHref } from './auth-screen';
import { authMessages } from './messages';

interface ChoiceProps {
  icon: IconName;
  title: string;
  text: string;
  screen: AuthScreen;
  linkState: unknown;
}

/** A link, so the choice works before the app runs: the app opens on the step its address names. */
function Choice({ icon, title, text, screen, linkState }: ChoiceProps) {
  return (
    <RouterLink href={authScreenHref(screen)} state={linkState} className={styles.choice}>
      <span className={styles.choiceIcon}>
        <Icon name={icon} size="large" />
      </span>
      <span className={styles.choiceTitle}>{title}</span>
      <Text tone="secondary" as="span">
        {text}
      </Text>
    </RouterLink>
  );
}

interface Props {
  /** History state the steps carry on (the page the guard refused, where a login leads back). */
  linkState: unknown;
}

/** The first step of /auth (docs/product/screens.md): which space the visitor comes for. */
export function AuthChoice({ linkState }: Props) {
  const { choice } = authMessages;
  return (
    <Stack space="xlarge">
      <PageHeader title={choice.heading} lead={choice.intro} size="display1" align="center" />
      <div className={styles.choices}>
        <Choice
          icon="user"
          title={choice.client}
          text={choice.clientText}
          screen="client-login"
          linkState={linkState}
        />
        <Choice
          icon="lock"
          title={choice.admin}
          text={choice.adminText}
          screen="admin-login"
          linkState={linkState}
        />
      </div>
    </Stack>
  );
}
