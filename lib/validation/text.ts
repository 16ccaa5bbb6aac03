// PostgreSQL text columns cannot hold U+0000: a NUL that reaches an insert fails the whole query
// (a 500). It is never typed on purpose, so values carrying one are refused as bad input.

/** The dotted path of the first string holding a NUL ('' for the value itself), or null. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (hit !== null) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const hit = findNul(v, path ? `${path}.${k}` : k);
      if (hit !== null) return hit;
    }
  }
  return null;
}
