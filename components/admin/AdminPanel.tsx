'use client';
import { useAuthState } from '@/lib/client/auth-store';
import { ReviewsTab } from './ReviewsTab';
import { StatsCards } from './StatsCards';
import type { AdminTab } from './tabs';
import { UsersTab } from './UsersTab';

export function AdminPanel({ tab }: { tab: AdminTab }) {
  const { user } = useAuthState();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Panel</h1>
        {user?.email && <p className="text-sm text-slate-600 dark:text-slate-400">Signed in as {user.email}</p>}
      </header>
      <StatsCards />
      {tab === 'reviews' ? <ReviewsTab /> : <UsersTab />}
    </div>
  );
}
