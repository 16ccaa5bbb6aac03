import { route } from '@/lib/http/route';
import { deleteReview } from '@/lib/services/admin';

export const DELETE = route({ auth: 'admin' }, ({ params }) => deleteReview(params.id ?? ''));
