import type { ReactNode } from 'react';
import { AuthIllustration } from './AuthIllustration';

type Props = {
  title: string;
  subtitle?: ReactNode;
  aside: { heading: string; body: string };
  children: ReactNode;
};

/**
 * The sign-up, login and code screens: the form, and beside it an image panel that is hidden at
 * 768px wide or less (SPEC section 2), where the form takes the whole card.
 */
export function AuthShell({ title, subtitle, aside, children }: Props) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-14">
      <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl shadow-brand-900/5 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30 [@media(min-width:769px)]:grid-cols-2">
        <section className="p-6 sm:p-10" aria-labelledby="auth-title">
          <h1 id="auth-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h1>
          {subtitle && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </section>
        <aside
          data-testid="auth-side-panel"
          className="relative flex flex-col justify-between gap-6 bg-gradient-to-br from-brand-600 via-brand-500 to-pink-500 p-10 text-white dark:from-brand-900 dark:via-brand-800 dark:to-pink-900 [@media(max-width:768px)]:hidden"
        >
          <AuthIllustration className="mx-auto w-full max-w-sm drop-shadow-xl" />
          <div>
            <p className="text-xl font-semibold">{aside.heading}</p>
            <p className="mt-2 text-sm leading-relaxed text-white/85">{aside.body}</p>
          </div>
        </aside>
      </div>
    </div>
  );
}
