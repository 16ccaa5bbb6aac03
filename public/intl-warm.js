// Started by the page's first inline script (app/layout.tsx), on another thread: the first
// Intl.DateTimeFormat a renderer process builds loads ICU's locale and time-zone data, about 50 ms
// of CPU (200 ms on a phone) that the page otherwise spent on its main thread in the middle of
// hydration, where every date the server wrote is formatted again. ICU keeps that data for the
// whole process, so once this has run the page's own formatters cost a fraction of a millisecond.
try {
  const now = new Date();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  for (const timeZone of new Set([zone, 'UTC'])) {
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(now);
  }
  new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' }).format(now);
} catch {
  // Nothing to warm: the page builds its formatters as it always did.
}
close();
