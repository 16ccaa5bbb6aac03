// Media types as RFC 9110 section 8.3.1 writes them: `type "/" subtype *( OWS ";" OWS parameter )`,
// case-insensitive. Only the essence (type/subtype) decides what a body is; a type that merely
// mentions json (text/plain;json, application/jsonx) is not JSON.

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const ESSENCE = new RegExp(`^(${TOKEN})/(${TOKEN})$`);

/** `type/subtype` in lower case, or null when the header is missing or not a media type. */
export function mediaTypeEssence(value: string | null | undefined): string | null {
  if (!value) return null;
  const essence = value.split(';', 1)[0].trim();
  return ESSENCE.test(essence) ? essence.toLowerCase() : null;
}

/** True only for application/json, with any parameters (`; charset=utf-8`). */
export function isJsonContentType(value: string | null | undefined): boolean {
  return mediaTypeEssence(value) === 'application/json';
}
