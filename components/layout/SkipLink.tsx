/** The first thing Tab reaches: straight past the header to the page's own content (#main). */
export function SkipLink() {
  return (
    <a href="#main" className="sr-only z-[60] rounded-lg bg-brand-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
      Skip to content
    </a>
  );
}
