import { defineConfig } from 'drizzle-kit';

// Generation is offline: drizzle-kit reads the TypeScript schema and writes SQL to ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './drizzle',
});
