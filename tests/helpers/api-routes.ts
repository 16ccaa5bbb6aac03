import fs from 'node:fs';
import path from 'node:path';

export const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteHandler = (req: any, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type ApiEndpoint = {
  /** e.g. 'app/api/journal/edit/[id]/route.ts' */
  file: string;
  method: HttpMethod;
  /** e.g. 'DELETE /api/journal/delete/[id]': the key tables of endpoints use. */
  key: string;
  handler: RouteHandler;
};

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every `app/api/**\/route.ts` file, relative to the project root, sorted. */
export function listRouteFiles(): string[] {
  const dir = path.join(ROOT, 'app/api');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f === 'route.ts' || f.endsWith('/route.ts'))
    .map((f) => `app/api/${f}`)
    .sort();
}

export function endpointKey(file: string, method: string): string {
  return `${method} /${file.replace(/^app\//, '').replace(/\/route\.ts$/, '')}`;
}

/** Imports every route module and returns one entry per exported HTTP method. */
export async function loadApiEndpoints(): Promise<ApiEndpoint[]> {
  const out: ApiEndpoint[] = [];
  for (const file of listRouteFiles()) {
    const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      const handler = mod[method];
      if (typeof handler === 'function') out.push({ file, method, key: endpointKey(file, method), handler: handler as RouteHandler });
    }
  }
  return out;
}
