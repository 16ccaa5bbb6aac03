// Display rules of the journal list (SPEC sections 2 and 9).

export const LIST_TITLE_MAX = 20;

export function formatEntryDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatEntryDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The title cut to 20 characters plus an ellipsis, or the creation date when there is no title. */
export function listTitle(title: string | null | undefined, createdAt: string): string {
  const t = title?.trim();
  if (!t) return formatEntryDate(createdAt);
  // A cut that ends on a space would read 'title ...': the ellipsis goes right after the last letter.
  return t.length > LIST_TITLE_MAX ? `${t.slice(0, LIST_TITLE_MAX).trimEnd()}...` : t;
}

/** Dictated words go after the existing text, separated by a space. */
export function appendDictation(existing: string, dictated: string): string {
  const words = dictated.trim();
  if (!words) return existing;
  if (!existing) return words;
  return /\s$/.test(existing) ? `${existing}${words}` : `${existing} ${words}`;
}
