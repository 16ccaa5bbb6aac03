import type { ReactNode } from 'react';
import { BottomTabs } from '@/components/layout/BottomTabs';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { SkipLink } from '@/components/layout/SkipLink';

export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <BottomTabs />
    </div>
  );
}
