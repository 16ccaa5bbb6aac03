import type { Metadata } from 'next';
import Link from 'next/link';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { SkipLink } from '@/components/layout/SkipLink';

export const metadata: Metadata = { title: 'Page not found' };

/** Any unknown address, and entries that are not yours (/journal/{id}): the app's own frame, and a way back. */
export default function NotFound() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-16 outline-none">
        <div className="card max-w-md space-y-4 text-center">
          <p aria-hidden className="emoji text-5xl">
            🧭
          </p>
          <h1 className="text-2xl font-semibold">Page not found</h1>
          <p className="text-slate-600 dark:text-slate-300">
            There is nothing at this address. If you followed a link to a journal entry, it may have been deleted, or it belongs to another account.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link href="/" className="btn-primary min-h-11">
              Go home
            </Link>
            <Link href="/journal" className="btn-secondary min-h-11">
              Open my journal
            </Link>
          </div>
        </div>
      </main>
      <Footer />
    </div>
  );
}
