import { AdminPanel } from '@/components/admin/AdminPanel';
import { adminTab } from '@/components/admin/tabs';

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tab } = await searchParams;
  return <AdminPanel tab={adminTab(tab)} />;
}
