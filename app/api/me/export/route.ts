import { route } from '@/lib/http/route';
import { exportJournal } from '@/lib/services/export';
import { exportQuerySchema } from '@/lib/validation/account';

export const GET = route({ auth: 'user', query: exportQuerySchema }, async ({ user, query }) => {
  const { body, contentType, filename } = exportJournal(user, query.format);
  return new Response(body, {
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
});
