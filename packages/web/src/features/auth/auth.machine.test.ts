import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { normalisedEmail } from '../../domain/email';
import type { User } from '../../domain/user';
import { aUser } from '../../testing/user-fixtures';
import { attemptIn, authMachine, type SignedInEvent } from './auth.machine';
import type { AuthForm, AuthWorld } from './auth-attempt';
import type { AuthScreen } from './auth-screen';

const now = new Date('2026-11-21T10:00:00.000Z');

function authActor(known: User[] = [], screen: AuthScreen = 'choice') {
  const world: AuthWorld = {
    findUser: (email) => known.find((user) => user.email === normalisedEmail(email)) ?? null,
    newId: () => 'user_new',
    now: () => now,
  };
  return createActor(authMachine.provide({ actions: { attempt: attemptIn(world) } }), { input: { screen } });
}

function startAuth(known: User[] = [], screen: AuthScreen = 'choice') {
  const actor = authActor(known, screen);
  const signedIn: SignedInEvent[] = [];
  actor.on('auth.signedIn', (event) => signedIn.push(event));
  actor.start();
  const fill = (form: Partial<AuthForm>) => actor.send({ type: 'auth.change', form });
  const submit = () => actor.send({ type: 'auth.submit' });
  const show = (screen: AuthScreen) => actor.send({ type: 'auth.show', screen });
  const error = () => actor.getSnapshot().context.error;
  return { actor, signedIn, fill, submit, show, error, state: () => actor.getSnapshot().value };
}

const invalidEmail = 'Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.be.';

const registration: Partial<AuthForm> = {
  email: 'lea.martin@example.fr',
  password: 'secret',
  confirmation: 'secret',
  firstName: 'Léa',
  lastName: 'Martin',
  robot: true,
};

describe('auth machine: screens', () => {
  it('starts on the choice, then client login, register and back', () => {
    const auth = startAuth();
    expect(auth.state()).toBe('choice');
    auth.show('client-login');
    expect(auth.state()).toEqual({ client: 'login' });
    auth.show('register');
    expect(auth.state()).toEqual({ client: 'register' });
    auth.show('client-login');
    expect(auth.state()).toEqual({ client: 'login' });
  });

  it.each([
    ['choice', 'choice'],
    ['client-login', { client: 'login' }],
    ['register', { client: 'register' }],
    ['admin-login', 'admin'],
  ] as const)('is on the %s step the page is drawn on before it starts', (screen, state) => {
    // The page's first render (on the server, then the hydration) reads the actor before it is started.
    expect(authActor([], screen).getSnapshot().value).toEqual(state);
  });

  it('signs in from the step it opened on', () => {
    const auth = startAuth([], 'admin-login');
    auth.fill({ email: 'catalogue@maison-aurele.be', password: 'x' });
    auth.submit();
    expect(auth.signedIn).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ role: 'admin', grade: 'gestion-produits' }),
      }),
    ]);
  });

  it('opens straight on the register form or admin mode that an address names', () => {
    const auth = startAuth();
    auth.show('register');
    expect(auth.state()).toEqual({ client: 'register' });
    auth.show('admin-login');
    expect(auth.state()).toBe('admin');
  });

  it('keeps what was typed between login and register, but drops the error', () => {
    const auth = startAuth();
    auth.show('client-login');
    auth.fill({ email: 'x@example.be' });
    auth.submit();
    auth.show('register');
    expect(auth.actor.getSnapshot().context.form.email).toBe('x@example.be');
    expect(auth.error()).toBeNull();
  });

  it('ignores the screen already shown, so the form survives a repeated address', () => {
    const auth = startAuth();
    auth.show('admin-login');
    auth.fill({ email: 'admin@maison-aurele.be' });
    auth.show('admin-login');
    expect(auth.actor.getSnapshot().context.form.email).toBe('admin@maison-aurele.be');
  });

  it('clears the form and the error when going back to the choice', () => {
    const auth = startAuth();
    auth.show('client-login');
    auth.fill({ email: 'x@example.be' });
    auth.submit();
    expect(auth.error()).not.toBeNull();
    auth.show('choice');
    expect(auth.state()).toBe('choice');
    expect(auth.actor.getSnapshot().context.form.email).toBe('');
    expect(auth.error()).toBeNull();
  });
});

describe('auth machine: client login', () => {
  it('asks for every field, marking the empty ones', () => {
    const auth = startAuth();
    auth.show('client-login');
    auth.fill({ email: '  ' });
    auth.submit();
    expect(auth.error()).toEqual({
      message: 'Veuillez remplir tous les champs',
      fields: ['email', 'password'],
    });
    expect(auth.signedIn).toEqual([]);
  });

  it('refuses an e-mail without the shape of one, once every field is filled, and opens no account', () => {
    const auth = startAuth();
    auth.show('client-login');
    auth.fill({ email: 'pas-un-email', password: 'x' });
    auth.submit();
    expect(auth.error()).toEqual({ message: invalidEmail, fields: ['email'] });
    expect(auth.signedIn).toEqual([]);
  });

  it('creates a local client, not verified, for an e-mail never seen (any password)', () => {
    const auth = startAuth();
    auth.show('client-login');
    auth.fill({ email: ' camille.lambert@example.be ', password: 'x' });
    auth.submit();
    expect(auth.state()).toBe('signedIn');
    expect(auth.signedIn[0]?.registered).toBe(false);
    expect(auth.signedIn[0]?.user).toMatchObject({
      id: 'user_new',
      email: 'camille.lambert@example.be',
      firstName: 'Camille',
      lastName: 'Lambert',
      role: 'user',
      grade: null,
      isVerified: false,
      createdAt: now.toISOString(),
    });
  });

  it('gives a returning e-mail its stored profile back', () => {
    const camille = aUser({ pseudo: 'camille_b', phone: '+32 470 00 00 00' });
    const auth = startAuth([camille]);
    auth.show('client-login');
    auth.fill({ email: 'Camille.Lambert@example.be', password: 'autre' });
    auth.submit();
    expect(auth.signedIn[0]?.user).toEqual(camille);
  });
});

describe('auth machine: register', () => {
  function registering(form: Partial<AuthForm>) {
    const auth = startAuth();
    auth.show('register');
    auth.fill(form);
    auth.submit();
    return auth;
  }

  it('requires e-mail, password, first and last name; the phone is optional', () => {
    expect(registering({ ...registration, firstName: '', lastName: ' ' }).error()).toEqual({
      message: 'Veuillez remplir tous les champs obligatoires',
      fields: ['firstName', 'lastName'],
    });
  });

  it('refuses an e-mail without the shape of one, and a phone that is not a number', () => {
    expect(registering({ ...registration, email: 'jeanne@' }).error()).toEqual({
      message: invalidEmail,
      fields: ['email'],
    });
    expect(registering({ ...registration, phone: 'abc' }).error()).toEqual({
      message: 'Saisissez un numéro de téléphone valide, par exemple +32 470 12 34 56.',
      fields: ['phone'],
    });
  });

  it('refuses different passwords', () => {
    expect(registering({ ...registration, confirmation: 'other' }).error()).toEqual({
      message: 'Les mots de passe ne correspondent pas',
      fields: ['confirmation'],
    });
  });

  it('refuses an unchecked robot box', () => {
    expect(registering({ ...registration, robot: false }).error()).toEqual({
      message: "Veuillez cocher la case 'Je ne suis pas un robot'.",
      fields: ['robot'],
    });
  });

  it('creates a client, not verified, and signs them in', () => {
    const auth = registering({ ...registration, phone: '+33 6 12 34 56 78' });
    expect(auth.state()).toBe('signedIn');
    expect(auth.signedIn[0]).toMatchObject({
      registered: true,
      user: {
        email: 'lea.martin@example.fr',
        firstName: 'Léa',
        lastName: 'Martin',
        phone: '+33 6 12 34 56 78',
        role: 'user',
        isVerified: false,
      },
    });
  });
});

describe('auth machine: admin login', () => {
  function adminLogin(email: string, known: User[] = []) {
    const auth = startAuth(known);
    auth.show('admin-login');
    auth.fill({ email, password: 'x' });
    auth.submit();
    return auth;
  }

  it('refuses an e-mail without the shape of one before looking at the list', () => {
    const auth = adminLogin('admin');
    expect(auth.error()).toEqual({ message: invalidEmail, fields: ['email'] });
    expect(auth.signedIn).toEqual([]);
  });

  it('refuses an e-mail that is not on the list', () => {
    expect(adminLogin('camille.lambert@example.be').error()).toEqual({
      title: 'Accès non autorisé',
      message: "Cette adresse email n'a pas les permissions d'administrateur.",
      fields: ['email'],
    });
  });

  it.each([
    ['admin@maison-aurele.be', 'super-admin'],
    ['direction@maison-aurele.be', 'super-admin'],
    ['catalogue@maison-aurele.be', 'gestion-produits'],
    ['LOGISTIQUE@maison-aurele.be', 'gestion-commandes'],
  ])('creates %s as an admin with grade %s the first time', (email, grade) => {
    const auth = adminLogin(email);
    expect(auth.signedIn[0]?.user).toMatchObject({ email: email.toLowerCase(), role: 'admin', grade });
  });

  it('refuses a listed e-mail stored as a client', () => {
    const client = aUser({ email: 'catalogue@maison-aurele.be' });
    expect(adminLogin('catalogue@maison-aurele.be', [client]).error()).toEqual({
      title: 'Accès non autorisé',
      message: "Ce compte n'est pas un compte administrateur.",
      fields: ['email'],
    });
  });

  it('gives a returning admin their profile back', () => {
    const admin = aUser({
      email: 'admin@maison-aurele.be',
      role: 'admin',
      grade: 'super-admin',
      pseudo: 'H.',
    });
    expect(adminLogin('admin@maison-aurele.be', [admin]).signedIn[0]?.user).toEqual(admin);
  });

  it('asks for every field first', () => {
    const auth = startAuth();
    auth.show('admin-login');
    auth.submit();
    expect(auth.error()?.message).toBe('Veuillez remplir tous les champs');
  });
});
