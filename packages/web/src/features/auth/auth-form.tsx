import { Button, ButtonLink, Checkbox, Notice, PageHeader, Stack, Text, TextField } from '@aurele/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { requiredField } from '../../shared/messages';
import { RouterLink } from '../../shared/router-link';
import type { AuthError, AuthField, AuthForm as AuthFormValues } from './auth-attempt';
import * as styles from './auth-page.css';
import { authScreenHref } from './auth-screen';
import { authMessages, validation } from './messages';

export type AuthFormMode = 'client-login' | 'register' | 'admin-login';

interface Props {
  mode: AuthFormMode;
  form: AuthFormValues;
  error: AuthError | null;
  onChange: (form: Partial<AuthFormValues>) => void;
  onSubmit: () => void;
  /** History state the links carry on (the page the guard refused). */
  linkState: unknown;
}

const headings: Record<AuthFormMode, string> = {
  'client-login': authMessages.heading.clientLogin,
  register: authMessages.heading.register,
  'admin-login': authMessages.heading.adminLogin,
};

/** What a marked field says under itself: the precise reason, the form's alert says the rule. */
function fieldError(error: AuthError | null, field: AuthField): string | undefined {
  if (!error?.fields.includes(field)) return undefined;
  if (error.message === validation.loginMissing || error.message === validation.registerMissing) {
    return requiredField;
  }
  return error.message;
}

/**
 * The login form (client or admin mode) and the register form (client mode). It checks nothing itself: the auth
 * machine decides, and the refused fields are marked, described and focused. « Back » and login ↔ register
 * (client mode only) are links to their step's address, which the page hands to the machine.
 */
export function AuthForm({ mode, form, error, onChange, onSubmit, linkState }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const { fields } = authMessages;
  const register = mode === 'register';
  const text = (field: Exclude<AuthField, 'robot'>) => ({
    name: field,
    value: form[field],
    error: fieldError(error, field),
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  });

  useEffect(() => {
    // After a refused submit, the first field in error takes the focus, so the reason is read with it.
    if (error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Stack space="xlarge">
      <div>
        <ButtonLink
          variant="ghost"
          icon="return"
          href={authScreenHref('choice')}
          render={<RouterLink state={linkState} />}
        >
          {authMessages.back}
        </ButtonLink>
      </div>
      <PageHeader title={headings[mode]} />
      {/* The app alone signs in: sent before it runs, the form is kept by the page's first script, and were that not
          running yet, a POST keeps what was typed (a password) out of the address. */}
      <form ref={formRef} method="post" noValidate aria-label={headings[mode]} onSubmit={submit}>
        <Stack space="large">
          {error && (
            <Notice tone="critical" title={error.title} live>
              {error.message}
            </Notice>
          )}
          <TextField {...text('email')} type="email" label={fields.email} autoComplete="email" required />
          <TextField
            {...text('password')}
            type="password"
            label={fields.password}
            autoComplete={register ? 'new-password' : 'current-password'}
            required
          />
          {register && (
            <>
              <TextField
                {...text('confirmation')}
                type="password"
                label={fields.confirmation}
                autoComplete="new-password"
                required
              />
              <div className={styles.nameFields}>
                <TextField
                  {...text('firstName')}
                  label={fields.firstName}
                  autoComplete="given-name"
                  required
                />
                <TextField
                  {...text('lastName')}
                  label={fields.lastName}
                  autoComplete="family-name"
                  required
                />
              </div>
              <TextField
                {...text('phone')}
                type="tel"
                label={fields.phone}
                optionalLabel={fields.optional}
                autoComplete="tel"
              />
              <Checkbox
                name="robot"
                label={fields.robot}
                checked={form.robot}
                error={fieldError(error, 'robot')}
                onChange={(robot) => onChange({ robot })}
              />
            </>
          )}
          <Button type="submit" width="full" size="large">
            {register ? authMessages.submit.register : authMessages.submit.login}
          </Button>
        </Stack>
      </form>
      {mode !== 'admin-login' && (
        <ButtonLink
          variant="link"
          href={authScreenHref(register ? 'client-login' : 'register')}
          render={<RouterLink state={linkState} />}
        >
          {register ? authMessages.toLogin : authMessages.toRegister}
        </ButtonLink>
      )}
      <Text size="small" tone="secondary">
        {authMessages.simulated}
      </Text>
    </Stack>
  );
}
