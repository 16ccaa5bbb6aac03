import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { appUrl } from '@/lib/config';
import { serverEnv } from '@/lib/env';
import { emailPreviews } from '@/lib/email/previews';

export const metadata: Metadata = { title: 'Email previews', robots: { index: false } };
// Decided per request: a production server answers 404 whatever the build saw.
export const dynamic = 'force-dynamic';

/** Every email template with sample data, HTML and text side by side. Development only. */
export default function EmailPreviewsPage() {
  if (serverEnv().NODE_ENV === 'production') notFound();
  const previews = emailPreviews(appUrl());
  return (
    <main className="mx-auto grid max-w-6xl gap-8 p-6">
      <h1 className="text-2xl font-bold">Email previews</h1>
      {previews.map(({ name, message }) => (
        <section key={name} className="grid gap-2" aria-label={name}>
          <h2 className="text-lg font-semibold">{name}</h2>
          <p className="text-sm text-slate-500">Subject: {message.subject}</p>
          {message.headers && (
            <pre className="overflow-x-auto text-xs text-slate-500">
              {Object.entries(message.headers)
                .map(([k, v]) => `${k}: ${v}`)
                .join('\n')}
            </pre>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <iframe title={`${name} (HTML)`} srcDoc={message.html} sandbox="" className="h-[520px] w-full rounded-lg border border-slate-300 bg-white" />
            <pre className="h-[520px] overflow-auto rounded-lg border border-slate-300 p-3 text-xs whitespace-pre-wrap">{message.text}</pre>
          </div>
        </section>
      ))}
    </main>
  );
}
