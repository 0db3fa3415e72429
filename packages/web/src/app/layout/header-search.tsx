import { IconButton, TextField } from '@aurele/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as styles from './header-search.css';
import { search } from './messages';

/** The shop's address for a search, or null for blank text: SPEC §5 runs a search only on non-blank text. */
export function searchHref(text: string): string | null {
  const query = text.trim();
  return query ? `/shop?${new URLSearchParams({ search: query })}` : null;
}

/** The header's search box: sends the shopper to the shop's results for what they typed. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = searchHref(text);
    if (href) navigate(href);
  };
  return (
    <search aria-label={search.formLabel}>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <TextField
            type="search"
            name="search"
            label={search.fieldLabel}
            hideLabel
            icon="search"
            placeholder={search.placeholder}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <IconButton type="submit" icon="arrowRight" label={search.submitLabel} />
      </form>
    </search>
  );
}
