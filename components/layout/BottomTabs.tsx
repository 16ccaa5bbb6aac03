'use client';
import { BarChart3, MessageCircle, NotebookPen, Settings } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useIsLoggedIn } from '@/lib/client/auth-store';
import { IntentLink } from './IntentLink';

const TABS = [
  { href: '/journal', label: 'Journal', Icon: NotebookPen },
  { href: '/chat', label: 'Chat', Icon: MessageCircle },
  { href: '/analytics', label: 'Analytics', Icon: BarChart3 },
  { href: '/settings', label: 'Settings', Icon: Settings },
] as const;

/**
 * Phones only (below 768px), signed in: the four screens one thumb away. Its height is
 * --bottom-tabs-h (app/globals.css), which /chat subtracts so its composer ends above the bar.
 */
export function BottomTabs() {
  const isLoggedIn = useIsLoggedIn();
  const pathname = usePathname() ?? '';
  if (!isLoggedIn) return null;
  const active = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (
    <>
      {/* Room at the end of the page, so the bar never covers the last lines or the footer. */}
      <div aria-hidden className="h-(--bottom-tabs-h) md:hidden" />
      <nav
        aria-label="Screens"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-950/95"
      >
        <ul className="grid grid-cols-4">
          {TABS.map(({ href, label, Icon }) => (
            <li key={href}>
              <IntentLink
                href={href}
                aria-current={active(href) ? 'page' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium ${
                  active(href) ? 'text-brand-700 dark:text-brand-300' : 'text-slate-600 dark:text-slate-400'
                }`}
              >
                <Icon aria-hidden className="h-5 w-5" />
                {label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
