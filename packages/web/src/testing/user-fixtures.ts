import { newClientDefaults, type User } from '../domain/user';

/** A signed-in client for tests and stories, overridden where a case needs it. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user_camille',
    email: 'camille.lambert@example.be',
    firstName: 'Camille',
    lastName: 'Lambert',
    ...newClientDefaults,
    createdAt: '2026-11-02T09:30:00.000Z',
    ...overrides,
  };
}

/** An administrator of the fixed list (docs/product/decisions.md). */
export function anAdmin(overrides: Partial<User> = {}): User {
  return aUser({
    id: 'user_admin',
    email: 'admin@maison-aurele.be',
    firstName: 'Hélène',
    lastName: 'Dubois',
    role: 'admin',
    grade: 'super-admin',
    ...overrides,
  });
}
