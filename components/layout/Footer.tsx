export function Footer() {
  return (
    <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
      © 2025 MoodJournal. All rights reserved
    </footer>
  );
}
