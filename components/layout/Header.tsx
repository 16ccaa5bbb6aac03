'use client';
import { usePathname } from 'next/navigation';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useSyncUser } from '@/lib/client-api/auth';
import { useIsAdmin, useIsLoggedIn } from '@/lib/client/auth-store';
import { useOffline } from '@/lib/client/offline';
import { IntentLink } from './IntentLink';
import { ThemeToggle } from './ThemeToggle';
import { useLogout } from './useLogout';

type NavLink = { href: string; label: string };

export function Header() {
  const isLoggedIn = useIsLoggedIn();
  const isAdmin = useIsAdmin();
  const offline = useOffline();
  // After a reload the stored user may be stale (a promotion, an expired session): ask the server.
  useSyncUser();
  const { logout, pending } = useLogout();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);

  const links: NavLink[] = [{ href: '/', label: 'Home' }];
  if (isLoggedIn) {
    links.push({ href: '/journal', label: 'Journal' }, { href: '/chat', label: 'ChatWithAi' }, { href: '/analytics', label: 'Ai Dashboard' });
    if (isAdmin) links.push({ href: '/admin', label: 'Admin' });
    links.push({ href: '/settings', label: 'Settings' });
  } else {
    links.push({ href: '/login', label: 'Login' }, { href: '/signup', label: 'Signup' });
  }

  // Signed in, the row of links is too long for a 768px screen: the menu button serves until 1024px.
  const wide = isLoggedIn
    ? { nav: 'hidden items-center gap-1 lg:flex', narrow: 'flex items-center gap-1 lg:hidden', menu: 'lg:hidden' }
    : { nav: 'hidden items-center gap-1 md:flex', narrow: 'flex items-center gap-1 md:hidden', menu: 'md:hidden' };

  const linkClass = (href: string) =>
    `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
      pathname === href
        ? 'bg-brand-100 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100'
        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
    }`;

  const items = (
    <>
      {links.map((l) => (
        <IntentLink
          key={l.href}
          href={l.href}
          className={linkClass(l.href)}
          onClick={() => setOpen(false)}
          aria-current={pathname === l.href ? 'page' : undefined}
        >
          {l.label}
        </IntentLink>
      ))}
      {isLoggedIn && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setOpen(false);
            void logout();
          }}
          disabled={pending}
        >
          Logout
        </button>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <IntentLink href="/" className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-pink-500 text-white">
            ✦
          </span>
          MoodJournal
        </IntentLink>
        {offline && (
          // Issue 19: said in words, not only a colour; writing still works, it waits to sync.
          <span
            role="status"
            data-testid="offline-indicator"
            className="rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
            title="Entries you write are kept on this device and sent when the connection returns."
          >
            Offline
          </span>
        )}
        <nav aria-label="Main" className={wide.nav}>
          {items}
          <ThemeToggle />
        </nav>
        <div className={wide.narrow}>
          <ThemeToggle />
          <button
            type="button"
            className="btn-ghost h-9 w-9 p-0"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label="Main" className={`flex flex-col gap-1 border-t border-slate-200 px-4 py-3 dark:border-slate-800 ${wide.menu}`}>
          {items}
        </nav>
      )}
    </header>
  );
}
