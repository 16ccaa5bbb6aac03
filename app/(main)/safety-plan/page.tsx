import type { Metadata } from 'next';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { SafetyPlanForm } from '@/components/safety/SafetyPlanForm';

export const metadata: Metadata = { title: 'My safety plan' };

export default function SafetyPlanPage() {
  return (
    <RequireAuth>
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 pb-8 pt-8">
        <header>
          <h1 className="text-2xl font-bold">My safety plan</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            A plan you write now, while things feel calmer, to turn to when they get hard. Take your time: fill in what you can, in your own words, and come
            back to it whenever you like.
          </p>
          <p className="mt-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-700 dark:border-brand-900 dark:bg-brand-950/40 dark:text-slate-200">
            If you are in immediate danger, call your local emergency number.
          </p>
        </header>
        <SafetyPlanForm />
      </div>
    </RequireAuth>
  );
}
