import { type FormEvent, useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { TextField } from '../text-field/text-field';
import { field, form } from './chat-composer.css';

export interface ChatComposerProps {
  /** Called with the trimmed text; blank messages are not sent. */
  onSend: (text: string) => void;
  /** The field's name for screen readers (« Votre message »). */
  label: string;
  placeholder?: string;
  /** The send button's name (« Envoyer »). */
  sendLabel: string;
  disabled?: boolean;
  /** Called when the field or the button takes the focus: what sending needs can download then. */
  onFocus?: () => void;
}

/** Where the shopper writes. Enter or the send button sends; the field empties and keeps the focus. */
export function ChatComposer({
  onSend,
  label,
  placeholder,
  sendLabel,
  disabled = false,
  onFocus,
}: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    onSend(text);
    setDraft('');
  };
  return (
    <form className={form} onSubmit={submit} onFocus={onFocus}>
      <div className={field}>
        <TextField
          label={label}
          hideLabel
          placeholder={placeholder}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={disabled}
        />
      </div>
      <IconButton type="submit" variant="primary" icon="send" label={sendLabel} disabled={disabled} />
    </form>
  );
}
