import type { MetadataRoute } from 'next';

// Issue 19: the web app manifest that makes MoodJournal installable. Colours match the theme-color
// in app/layout.tsx (light: slate-50; the manifest has one, the page's media-specific meta tags
// give the dark one). Icons come from scripts/make-icons.mjs; the maskable ones keep the star in
// the 80% safe zone.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/journal',
    name: 'MoodJournal: your private mood journal',
    short_name: 'MoodJournal',
    description: 'A private mood journal with gentle AI analysis. Writing works offline.',
    start_url: '/journal',
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#8b5cf6',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
