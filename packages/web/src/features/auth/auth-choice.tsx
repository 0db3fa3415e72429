import { Heading, Icon, type IconName, Stack, Text } from '@aurele/ui';
import * as styles from './auth-page.css';
import { authMessages } from './messages';

interface ChoiceProps {
  icon: IconName;
  title: string;
  text: string;
  onChoose: () => void;
}

function Choice({ icon, title, text, onChoose }: ChoiceProps) {
  return (
    <button type="button" className={styles.choice} onClick={onChoose}>
      <span className={styles.choiceIcon}>
        <Icon name={icon} size="large" />
      </span>
      <span className={styles.choiceTitle}>{title}</span>
      <Text tone="secondary" as="span">
        {text}
      </Text>
    </button>
  );
}

interface Props {
  onClient: () => void;
  onAdmin: () => void;
}

/** The first step of /auth (SPEC §2): which space the visitor comes for. */
export function AuthChoice({ onClient, onAdmin }: Props) {
  const { choice } = authMessages;
  return (
    <Stack space="xlarge">
      <Stack space="small" align="center">
        <Heading level={1} size="display1" align="center">
          {choice.heading}
        </Heading>
        <Text tone="secondary" align="center">
          {choice.intro}
        </Text>
      </Stack>
      <div className={styles.choices}>
        <Choice icon="user" title={choice.client} text={choice.clientText} onChoose={onClient} />
        <Choice icon="lock" title={choice.admin} text={choice.adminText} onChoose={onAdmin} />
      </div>
    </Stack>
  );
}
