import { Button, Dialog, Inline, Select, TextField } from '@aurele/ui';
import { type FormEvent, useRef, useState } from 'react';
import type { Address } from '../../domain/user';
import { useFocusFirstInvalid } from '../../shared/use-focus-first-invalid';
import * as styles from './account-page.css';
import { type AddressErrors, checkAddress, emptyAddress, euCountries, tidyAddress } from './address-form';
import { accountMessages } from './messages';

interface Props {
  open: boolean;
  title: string;
  address: Address | null;
  onSave: (address: Address) => void;
  onClose: () => void;
}

const countryOptions = euCountries.map((country) => ({ value: country, label: country }));

/** Editing one address: every field required, the zip checked for Belgium and France (`address-form.ts`). */
export function AddressDialog({ open, title, address, onSave, onClose }: Props) {
  const text = accountMessages.addresses;
  const [draft, setDraft] = useState<Address>(address ?? emptyAddress);
  const [errors, setErrors] = useState<AddressErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstInvalid(form);
  const field = (name: 'street' | 'city' | 'zip') => ({
    name,
    value: draft[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  // Cancelled, the next opening starts again from the saved address.
  const close = () => {
    setDraft(address ?? emptyAddress);
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkAddress(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      const tidy = tidyAddress(draft);
      setDraft(tidy);
      onSave(tidy);
    } else refused();
  };

  return (
    <Dialog open={open} onClose={close} title={title} closeLabel={text.close}>
      <form ref={form} noValidate aria-label={title} className={styles.dialogForm} onSubmit={submit}>
        <TextField {...field('street')} label={text.street} autoComplete="street-address" />
        <div className={styles.zipCity}>
          <TextField {...field('zip')} label={text.zip} autoComplete="postal-code" inputMode="numeric" />
          <TextField {...field('city')} label={text.city} autoComplete="address-level2" />
        </div>
        <Select
          name="country"
          label={text.country}
          options={countryOptions}
          value={draft.country}
          error={errors.country}
          required
          onChange={(country) => setDraft({ ...draft, country })}
        />
        <Inline space="small" align="right">
          <Button variant="ghost" onClick={close}>
            {text.cancel}
          </Button>
          <Button type="submit">{text.save}</Button>
        </Inline>
      </form>
    </Dialog>
  );
}
