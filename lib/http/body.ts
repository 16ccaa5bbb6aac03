import { AppError } from '@/lib/errors';

/**
 * Reads a request body as UTF-8 text without ever holding more than `maxBytes` of it: a declared
 * or streamed size past the limit stops at once with `tooLarge()`. A body shorter than its
 * Content-Length was cut on the way (Next's proxy truncates what it buffers), and acting on the
 * part that arrived would silently drop the rest, so it is refused as well.
 */
export async function readBodyText(req: Request, maxBytes: number, tooLarge: () => AppError): Promise<string> {
  const declaredHeader = req.headers.get('content-length');
  const declared = declaredHeader !== null && /^\d+$/.test(declaredHeader.trim()) ? Number(declaredHeader) : null;
  if (declared !== null && declared > maxBytes) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (declared !== null && size < declared) {
    throw new AppError('payload_too_large:request', 'The request body was cut short before it was complete; it may be too large.');
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
