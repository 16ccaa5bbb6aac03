// VOICE_WIDGET_SRC names the external voice-assistant script for /chat. Only an absolute http(s)
// URL or a same-origin path is accepted; anything else (a typo, a javascript: URL) loads nothing.
export function voiceWidgetSrc(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
