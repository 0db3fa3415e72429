import { Button, Dialog, Inline, Notice, TextField } from '@aurele/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useFocusFirstInvalid } from '../../shared/use-focus-first-invalid';
import * as styles from './account-page.css';
import { type ContactDraft, type ContactErrors, checkContact } from './contact-form';
import { accountMessages } from './messages';

interface Props {
  open: boolean;
  contact: ContactDraft;
  onSave: (contact: ContactDraft) => void;
  onClose: () => void;
}

/**
 * Editing the e-mail and phone (docs/product/screens.md): e-mail and tel inputs, and the 24 h delay said before saving.
 */
export function ContactDialog({ open, contact, onSave, onClose }: Props) {
  const text = accountMessages.contact;
  const cancelLabel = accountMessages.addresses.cancel;
  const [draft, setDraft] = useState(contact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstInvalid(form);

  const close = () => {
    setDraft(contact);
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkContact(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      refused();
      return;
    }
    const tidy = { email: draft.email.trim(), phone: draft.phone.trim() };
    setDraft(tidy);
    onSave(tidy);
  };

  return (
    <Dialog open={open} onClose={close} title={text.dialogTitle} closeLabel={accountMessages.addresses.close}>
      <form
        ref={form}
        noValidate
        aria-label={text.dialogTitle}
        className={styles.dialogForm}
        onSubmit={submit}
      >
        <Notice tone="info">{text.delay}</Notice>
        <TextField
          name="email"
          type="email"
          label={text.email}
          autoComplete="email"
          required
          value={draft.email}
          error={errors.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
        <TextField
          name="phone"
          type="tel"
          label={text.phone}
          optionalLabel="facultatif"
          autoComplete="tel"
          value={draft.phone}
          error={errors.phone}
          onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
        />
        <Inline space="small" align="right">
          <Button variant="ghost" onClick={close}>
            {cancelLabel}
          </Button>
          <Button type="submit">{accountMessages.addresses.save}</Button>
        </Inline>
      </form>
    </Dialog>
  );
}
