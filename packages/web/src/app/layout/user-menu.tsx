import { IconLink, type IconName, Menu, type MenuEntry } from '@aurele/ui';
import { useNavigate } from 'react-router-dom';
import { isAdmin, type User } from '../../domain/user';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import { useSession } from '../../state/session';
import { userMenu } from './messages';

function pageEntry(id: string, label: string, href: string, icon: IconName): MenuEntry {
  return { type: 'link', id, label, href, icon, render: <RouterLink /> };
}

function entriesFor(user: User, signOut: () => void): MenuEntry[] {
  return [
    pageEntry('account', userMenu.account, '/account', 'user'),
    pageEntry('orders', userMenu.orders, '/orders', 'package'),
    // docs/product/rules.md#roles-and-permissions: the dashboard entry exists only for administrators.
    ...(isAdmin(user) ? [pageEntry('admin', userMenu.dashboard, '/admin', 'grid')] : []),
    { type: 'separator', id: 'separator' },
    { type: 'action', id: 'sign-out', label: userMenu.signOut, onSelect: signOut },
  ];
}

/** Signed out, a way in; signed in, the shopper's pages and the way out (which leads home, docs/product/data-and-states.md#states-and-transitions). */
export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  // The session comes from browser storage: the prerendered header offers the way in.
  const hydrated = useHydrated();
  if (!user || !hydrated)
    return <IconLink href="/auth" render={<RouterLink />} icon="user" label={userMenu.signIn} />;
  const signOutAndGoHome = () => {
    signOut();
    navigate('/');
  };
  return (
    <Menu
      label={userMenu.label(user.firstName)}
      trigger="icon"
      icon="user"
      items={entriesFor(user, signOutAndGoHome)}
    />
  );
}
