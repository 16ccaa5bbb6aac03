import { route } from '@/lib/http/route';
import { unsubscribe } from '@/lib/services/reminders';

// RFC 8058: mail clients POST `List-Unsubscribe=One-Click` here with no cookies; the signed token
// in the URL is the only credential, and it can turn off that one user's emails, nothing more.
export const POST = route({}, async ({ req }) => unsubscribe(req.nextUrl.searchParams.get('token') ?? ''));
