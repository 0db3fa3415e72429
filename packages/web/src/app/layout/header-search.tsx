import { IconButton, TextField } from '@aurele/ui';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import * as styles from './header-search.css';
import { search } from './messages';

/** The shop's address for a search, or null for blank text: SPEC §5 runs a search only on non-blank text. */
export function searchHref(text: string): string | null {
  const query = text.trim();
  return query ? `/shop?${new URLSearchParams({ search: query })}` : null;
}

/**
 * The header's search box: sends the shopper to the shop's results for what they typed. It is a real GET form to
 * /shop, so a search made before the app runs still gets there (a blank one shows every product, harmless); the
 * app then keeps the page and ignores blank text. The text is read from the form, not from React state, so what
 * was typed before hydration counts too.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(String(new FormData(event.currentTarget).get('search') ?? ''));
    if (href) navigate(href);
  };
  return (
    <search aria-label={search.formLabel}>
      <form className={styles.form} action="/shop" method="get" onSubmit={submit}>
        <div className={styles.field}>
          <TextField
            type="search"
            name="search"
            label={search.fieldLabel}
            hideLabel
            icon="search"
            placeholder={search.placeholder}
            autoComplete="off"
          />
        </div>
        <IconButton type="submit" icon="arrowRight" label={search.submitLabel} />
      </form>
    </search>
  );
}
