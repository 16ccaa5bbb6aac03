import type { Metadata } from 'next';
import { Suspense, type ReactNode } from 'react';
import { AdminSidebar } from '@/components/admin/AdminSidebar';
import { RequireAdmin } from '@/components/auth/RequireAdmin';

export const metadata: Metadata = { title: 'Admin' };

// Outside the (main) group: no site header or footer, its own sidebar instead.
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAdmin>
      <div className="flex min-h-screen flex-col md:flex-row">
        <Suspense fallback={<div className="md:w-60" />}>
          <AdminSidebar />
        </Suspense>
        <main className="min-w-0 flex-1">{children}</main>
      </div>
    </RequireAdmin>
  );
}
