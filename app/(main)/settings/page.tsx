import type { Metadata } from 'next';
import Link from 'next/link';
import { HeartHandshake } from 'lucide-react';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { ActivitiesSection } from '@/components/settings/ActivitiesSection';
import { DataSection } from '@/components/settings/DataSection';
import { DeleteAccountSection } from '@/components/settings/DeleteAccountSection';
import { EmailSection } from '@/components/settings/EmailSection';
import { PasswordSection } from '@/components/settings/PasswordSection';
import { ProfileSection } from '@/components/settings/ProfileSection';
import { RemindersSection } from '@/components/settings/RemindersSection';
import { ThemeSection } from '@/components/settings/ThemeSection';

export const metadata: Metadata = { title: 'Settings' };

export default function SettingsPage() {
  return (
    <RequireAuth>
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
        <h1 className="text-2xl font-bold">Settings</h1>
        <ProfileSection />
        <EmailSection />
        <PasswordSection />
        <RemindersSection />
        <ThemeSection />
        <ActivitiesSection />
        <section className="card" aria-labelledby="safety-plan-heading">
          <h2 id="safety-plan-heading" className="mb-1 text-lg font-semibold">
            Safety plan
          </h2>
          <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">Your own steps, people and reasons to turn to when things get hard.</p>
          <Link href="/safety-plan" className="btn-secondary">
            <HeartHandshake className="h-4 w-4" aria-hidden />
            My safety plan
          </Link>
        </section>
        <DataSection />
        <DeleteAccountSection />
      </div>
    </RequireAuth>
  );
}
