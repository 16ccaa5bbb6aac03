#!/usr/bin/env node
// The benchmark's baseline: a bare node:http server answering the my-entries query with the same
// JSON as the app, straight from the driver (pg, or PGlite when no DATABASE_URL is given).
import http from 'node:http';

const port = Number(process.env.PORT || 3301);
const limit = 50;
let query;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (text, params) => (await pool.query(text, params)).rows;
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(process.env.PGLITE_DIR);
  query = async (text, params) => (await db.query(text, params)).rows;
}
const [{ id: userId }] = await query('select id from "user" where email = $1', [process.env.BENCH_EMAIL]);

const server = http.createServer(async (req, res) => {
  try {
    const rows = await query(
      `select id, mood, title, text, analysis, playlist_url, created_at from journal_entry
       where user_id = $1 order by created_at desc nulls last, id desc nulls last limit $2`,
      [userId, limit + 1],
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const body = JSON.stringify({
      entries: page.map((r) => ({
        _id: r.id,
        mood: r.mood,
        title: r.title,
        text: r.text,
        analysis: r.analysis,
        playlistUrl: r.playlist_url,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      nextCursor: rows.length > limit ? Buffer.from(`${new Date(last.created_at).toISOString()}|${last.id}`).toString('base64url') : null,
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  } catch (e) {
    res.writeHead(500);
    res.end(String(e));
  }
});
server.listen(port, '127.0.0.1', () => console.log(`baseline ready on ${port}`));
