// Ids in paths and cursors are checked before any query: a malformed one is answered like an
// unknown one (404), never with a database error about an invalid uuid.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}
