import { BarChart3, BookHeart, Brain, MessageCircleHeart, Music, Sparkles } from 'lucide-react';

const FEATURES = [
  {
    icon: BookHeart,
    title: 'Private mood journal',
    body: 'Write freely, pick how you feel, and come back to any entry. Your journal is visible to you alone.',
  },
  { icon: Brain, title: 'AI mood analysis', body: 'Ask for a gentle reading of an entry: the feelings in it, a reflection and one small next step.' },
  {
    icon: Music,
    title: 'Playlists for your mood',
    body: 'Get a playlist that fits the mood you chose or the one the analysis found, right beside your entry.',
  },
  {
    icon: MessageCircleHeart,
    title: 'A supportive AI chat',
    body: 'Talk things through with an AI assistant any time. Your conversations are saved so you can pick them up again.',
  },
  { icon: BarChart3, title: 'See your patterns', body: 'Charts of your mood over the last week and how often you feel each way help you notice what matters.' },
  { icon: Sparkles, title: 'Weekly insights', body: 'A short weekly summary of your most felt emotion, with a tip and a line of encouragement.' },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="features-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
        Everything you need to understand how you feel
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <li key={title} className="card transition-shadow hover:shadow-md" data-testid="feature-card">
            <span className="mb-3 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <h3 className="mb-1 text-lg font-semibold">{title}</h3>
            <p className="text-sm leading-relaxed text-slate-600 dark:text-slate-400">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
