import { route } from '@/lib/http/route';
import { checkAiStatus } from '@/lib/services/ai-status';

// Read per request: the answer follows the environment (and test overrides), never a build-time copy.
export const dynamic = 'force-dynamic';

// Lets the journal screen label results of the offline provider ("offline analysis"): only whether
// a model answers, never which one.
export const GET = route({ auth: 'none' }, () => checkAiStatus());
