import { Outlet } from 'react-router-dom';
import type { User } from '../domain/user';

interface Props {
  /** The roles allowed through. */
  roles: User['role'][];
}

/** Protected routes (SPEC §6). Placeholder: the account issue implements the refusals. */
export function RouteGuard(_: Props) {
  return <Outlet />;
}
