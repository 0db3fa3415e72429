import type { CatalogueQueryKey } from '@aurele/shop-contract';
import { IconButton, TextField } from '@aurele/ui';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchAddress } from '../../shared/shop-address';
import * as styles from './header-search.css';
import { search } from './messages';
import { useShownSearch } from './use-shown-search';
import { useSuggestingField } from './use-suggesting-field';

const field = {
  name: 'search' satisfies CatalogueQueryKey,
  label: search.fieldLabel,
  placeholder: search.placeholder,
};

/**
 * The header's search box: sends the shopper to the shop's results for what they typed. It is a real GET form to
 * /shop, so a search made before the app runs still gets there (a blank one shows every product, harmless); the
 * app then keeps the page and ignores blank text. The text is read from the form, not from React state, so what
 * was typed before hydration counts too. The page draws a plain field; once the shopper focuses it or types in it,
 * a field that suggests as they type takes its place (its code downloads then), under the same name.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { suggesting, want } = useSuggestingField();
  const shown = useShownSearch();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchAddress(String(new FormData(event.currentTarget).get('search') ?? ''));
    if (href) navigate(href);
  };
  return (
    <search aria-label={search.formLabel}>
      <form className={styles.form} action="/shop" method="get" onSubmit={submit}>
        <div className={styles.field}>
          {suggesting ? (
            <suggesting.Field {...field} typed={suggesting.typed} />
          ) : (
            // Drawn again with each search shown, so it holds that search (the back button included).
            <TextField
              key={shown}
              defaultValue={shown}
              type="search"
              {...field}
              hideLabel
              icon="search"
              autoComplete="off"
              onFocus={(event) => want(event.currentTarget)}
              onChange={(event) => want(event.currentTarget)}
            />
          )}
        </div>
        <IconButton type="submit" icon="arrowRight" label={search.submitLabel} />
      </form>
    </search>
  );
}
