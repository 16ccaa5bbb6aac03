import type { Metadata } from 'next';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { DataSection } from '@/components/settings/DataSection';
import { DeleteAccountSection } from '@/components/settings/DeleteAccountSection';
import { PasswordSection } from '@/components/settings/PasswordSection';
import { ProfileSection } from '@/components/settings/ProfileSection';
import { ThemeSection } from '@/components/settings/ThemeSection';

export const metadata: Metadata = { title: 'Settings' };

export default function SettingsPage() {
  return (
    <RequireAuth>
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
        <h1 className="text-2xl font-bold">Settings</h1>
        <ProfileSection />
        <PasswordSection />
        <ThemeSection />
        <DataSection />
        <DeleteAccountSection />
      </div>
    </RequireAuth>
  );
}
