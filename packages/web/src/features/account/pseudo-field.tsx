import { Button, Inline, Stack, Text, TextField } from '@aurele/ui';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { User } from '../../domain/user';
import type { Account } from '../../state/use-account';
import * as styles from './account-page.css';
import { accountMessages, accountNotices } from './messages';

/**
 * docs/product/screens.md: the pseudo is shown, then edited in place; « OK » saves and shows it again, Escape leaves
 * it as it was. Either way the focus goes back to « Modifier le pseudo », not to the page's start.
 */
export function PseudoField({ user, save }: { user: User; save: Account['save'] }) {
  const [draft, setDraft] = useState<string | null>(null);
  const { profile } = accountMessages;
  const form = useRef<HTMLFormElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const edited = useRef(false);
  const editing = draft !== null;

  useEffect(() => {
    // Editing starts in the field, so the keyboard user types at once; it ends back on the button that started it.
    if (editing) form.current?.querySelector('input')?.focus();
    else if (edited.current) edit.current?.focus();
    edited.current = editing;
  }, [editing]);

  const cancel = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDraft(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pseudo = draft?.trim() || null;
    if (save({ ...user, pseudo }, accountNotices.pseudo)) setDraft(null);
  };

  if (draft === null) {
    return (
      <Stack space="xsmall">
        <Text size="small" tone="secondary" variant="capitals">
          {profile.pseudo}
        </Text>
        <Inline space="medium" alignY="center">
          {user.pseudo ? (
            <p className={styles.value}>{user.pseudo}</p>
          ) : (
            <Text tone="secondary">{profile.noPseudo}</Text>
          )}
          <Button ref={edit} variant="link" onClick={() => setDraft(user.pseudo ?? '')}>
            {profile.editPseudo}
          </Button>
        </Inline>
      </Stack>
    );
  }
  return (
    <form ref={form} noValidate aria-label={profile.editPseudo} onSubmit={submit} onKeyDown={cancel}>
      <Inline space="small" alignY="bottom">
        <TextField
          name="pseudo"
          label={profile.pseudo}
          autoComplete="nickname"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{profile.ok}</Button>
      </Inline>
    </form>
  );
}
