import { FeatureCards } from '@/components/home/FeatureCards';
import { ReviewsSection } from '@/components/reviews/ReviewsSection';
import { StartJourneyButton } from '@/components/home/StartJourneyButton';

export default function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-gradient-to-br from-brand-100 via-white to-pink-100 dark:from-brand-950 dark:via-slate-950 dark:to-pink-950/40"
        />
        <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:py-28">
          <p className="mb-4 rounded-full bg-white/70 px-4 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200 dark:bg-slate-900/70 dark:text-brand-200 dark:ring-brand-800">
            Free for everyone · Sign in with a one-time code
          </p>
          <h1 className="mb-5 text-4xl font-extrabold tracking-tight sm:text-6xl">
            Understand your moods, <span className="bg-gradient-to-r from-brand-600 to-pink-500 bg-clip-text text-transparent">one entry at a time</span>
          </h1>
          <p className="mb-8 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            MoodJournal is a private journal with a kind AI beside it. Write how your day went, get a gentle mood analysis and a playlist that fits, and watch
            your patterns over time. It is free for everyone, and you sign in with a one-time code sent to your email.
          </p>
          <StartJourneyButton />
        </div>
      </section>
      <FeatureCards />
      <ReviewsSection />
    </>
  );
}
