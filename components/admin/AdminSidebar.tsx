'use client';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { ArrowLeft, Home, MessageSquareQuote, Users } from 'lucide-react';
import { ThemeToggle } from '@/components/layout/ThemeToggle';
import { adminTab, type AdminTab } from './tabs';

const TABS: { id: AdminTab; label: string; icon: typeof Users }[] = [
  { id: 'users', label: 'Users', icon: Users },
  { id: 'reviews', label: 'Reviews', icon: MessageSquareQuote },
];

/** Tabs live in the URL (?tab=reviews) so they survive reloads and the back button. */
export function AdminSidebar() {
  const active = adminTab(useSearchParams().get('tab'));
  return (
    <aside className="border-b border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col md:border-b-0 md:border-r dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2 px-4 py-3 md:py-5">
        <Link href="/" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-pink-500 text-white">
            ✦
          </span>
          <span>
            MoodJournal <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">Admin</span>
          </span>
        </Link>
        <div className="flex items-center gap-1">
          <Link href="/" className="btn-ghost h-9 w-9 p-0 md:hidden" aria-label="Back to home" title="Back to home">
            <Home className="h-5 w-5" aria-hidden />
          </Link>
          <ThemeToggle />
        </div>
      </div>
      <nav aria-label="Admin sections" className="flex gap-1 px-3 pb-3 md:flex-1 md:flex-col md:pb-0">
        {TABS.map(({ id, label, icon: Icon }) => {
          const current = id === active;
          return (
            <Link
              key={id}
              href={id === 'users' ? '/admin' : `/admin?tab=${id}`}
              aria-current={current ? 'page' : undefined}
              className={`flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors md:flex-none md:justify-start ${
                current
                  ? 'bg-brand-100 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </Link>
          );
        })}
      </nav>
      <div className="hidden border-t border-slate-200 p-3 md:block dark:border-slate-800">
        <Link href="/" className="btn-ghost w-full justify-start">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to home
        </Link>
      </div>
    </aside>
  );
}
