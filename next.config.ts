import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Lets tests and parallel builds keep their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships a WASM Postgres that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
};

export default nextConfig;
