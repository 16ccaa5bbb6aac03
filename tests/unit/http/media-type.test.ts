import { describe, expect, it } from 'vitest';
import { isJsonContentType, mediaTypeEssence } from '@/lib/http/media-type';

describe('JSON content type', () => {
  it('is the application/json essence, parameters and case aside', () => {
    for (const t of [
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json;charset="UTF-8"',
      ' application/json ; charset=utf-8 ',
    ]) {
      expect(isJsonContentType(t), t).toBe(true);
    }
  });

  it('is not anything else that merely mentions json, nor a missing or malformed type', () => {
    for (const t of [
      null,
      '',
      ' ',
      'text/plain;json',
      'text/plain; x=application/json',
      'application/jsonx',
      'application/json-patch+json',
      'application/vnd.api+json',
      'text/json',
      'json',
      'application/json garbage',
      'application/json/x',
      'application/ json',
      'application /json',
      '/json',
      'application/',
      ';application/json',
    ]) {
      expect(isJsonContentType(t), String(t)).toBe(false);
    }
  });

  it('names the essence of a well-formed type and null for a malformed one', () => {
    expect(mediaTypeEssence('Text/CSV; charset=utf-8')).toBe('text/csv');
    expect(mediaTypeEssence('multipart/form-data; boundary=----x')).toBe('multipart/form-data');
    expect(mediaTypeEssence('application/json garbage')).toBeNull();
    expect(mediaTypeEssence('')).toBeNull();
  });
});
