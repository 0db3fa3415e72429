import { normalisedEmail } from '../../domain/email';
import { looksLikeEmail } from '../../domain/email-shape';
import { looksLikePhone } from '../../domain/phone';
import { type AdminGrade, newClientDefaults, type User } from '../../domain/user';
import type { Notice } from '../../shared/notice';
import { adminGradeOf } from './admin-accounts';
import { notAnAdminAccount, notAnAdminEmail, validation } from './messages';

/** What the auth forms hold; the password is required but never checked (docs/product/decisions.md). */
export interface AuthForm {
  email: string;
  password: string;
  confirmation: string;
  firstName: string;
  lastName: string;
  phone: string;
  robot: boolean;
}

export type AuthField = keyof AuthForm;

export const emptyAuthForm: AuthForm = {
  email: '',
  password: '',
  confirmation: '',
  firstName: '',
  lastName: '',
  phone: '',
  robot: false,
};

/** Why a submit was refused: the message (or a titled notice for admin refusals) and the fields to mark. */
export interface AuthError {
  message: string;
  title?: string;
  fields: AuthField[];
}

/** What the outcome needs from outside: the per-email copies, and fresh ids and dates (a clock in tests). */
export interface AuthWorld {
  findUser: (email: string) => User | null;
  newId: () => string;
  now: () => Date;
}

export type AuthAttempt = { ok: true; user: User } | { ok: false; error: AuthError };

export type AuthAction = 'client-login' | 'admin-login' | 'register';

const blank = (text: string) => text.trim() === '';

function missing(form: AuthForm, fields: AuthField[]): AuthField[] {
  return fields.filter((field) => blank(String(form[field])));
}

function refused(message: string, fields: AuthField[]): AuthAttempt {
  return { ok: false, error: { message, fields } };
}

function refusedWith(notice: Notice, fields: AuthField[]): AuthAttempt {
  return { ok: false, error: { title: notice.title, message: notice.description ?? notice.title, fields } };
}

/** « camille.lambert@… » → Camille Lambert: a first login has only the e-mail to greet the shopper with. */
function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const [first = '', ...rest] = (email.split('@')[0] ?? '').split(/[._-]+/).filter(Boolean);
  return { firstName: capitalise(first) || email, lastName: rest.map(capitalise).join(' ') };
}

function newUser(world: AuthWorld, fields: Partial<User> & Pick<User, 'email'>): User {
  return {
    id: world.newId(),
    ...namesFromEmail(fields.email),
    ...newClientDefaults,
    createdAt: world.now().toISOString(),
    ...fields,
  };
}

/** What is wrong with a login, its required fields first (docs/product/rules.md#validation); null when it may go on. */
function loginRefusal(form: AuthForm): AuthAttempt | null {
  const empty = missing(form, ['email', 'password']);
  if (empty.length > 0) return refused(validation.loginMissing, empty);
  if (!looksLikeEmail(form.email)) return refused(validation.invalidEmail, ['email']);
  return null;
}

function clientLogin(form: AuthForm, world: AuthWorld): AuthAttempt {
  const refusal = loginRefusal(form);
  if (refusal) return refusal;
  const email = normalisedEmail(form.email);
  return { ok: true, user: world.findUser(email) ?? newUser(world, { email }) };
}

function adminLogin(form: AuthForm, world: AuthWorld): AuthAttempt {
  const refusal = loginRefusal(form);
  if (refusal) return refusal;
  const email = normalisedEmail(form.email);
  const grade: AdminGrade | null = adminGradeOf(email);
  if (!grade) return refusedWith(notAnAdminEmail, ['email']);
  const known = world.findUser(email);
  // A listed e-mail first registered as a client stays a client (docs/product/decisions.md).
  if (known && known.role !== 'admin') return refusedWith(notAnAdminAccount, ['email']);
  // The list decides the grade, even for a profile kept from an earlier visit.
  return { ok: true, user: known ? { ...known, grade } : newUser(world, { email, role: 'admin', grade }) };
}

function register(form: AuthForm, world: AuthWorld): AuthAttempt {
  const empty = missing(form, ['email', 'password', 'firstName', 'lastName']);
  if (empty.length > 0) return refused(validation.registerMissing, empty);
  if (!looksLikeEmail(form.email)) return refused(validation.invalidEmail, ['email']);
  if (!blank(form.phone) && !looksLikePhone(form.phone)) return refused(validation.invalidPhone, ['phone']);
  if (form.password !== form.confirmation) return refused(validation.passwordsDiffer, ['confirmation']);
  if (!form.robot) return refused(validation.robot, ['robot']);
  return {
    ok: true,
    user: newUser(world, {
      email: normalisedEmail(form.email),
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      phone: blank(form.phone) ? null : form.phone.trim(),
    }),
  };
}

/** The outcome of a submit, as docs/product/decisions.md's table says (the password is never checked). */
export function attemptAuth(action: AuthAction, form: AuthForm, world: AuthWorld): AuthAttempt {
  switch (action) {
    case 'client-login':
      return clientLogin(form, world);
    case 'admin-login':
      return adminLogin(form, world);
    case 'register':
      return register(form, world);
  }
}
