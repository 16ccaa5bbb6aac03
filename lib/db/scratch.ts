import 'server-only';
import crypto from 'node:crypto';
import { Client } from 'pg';

async function onServer(serverUrl: string, statement: string) {
  const c = new Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/**
 * A new, empty database beside the one in `serverUrl` (tests and benchmarks), and a way to drop
 * it again. The name is generated here, so it is safe to put in the statement.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
