// The one door to rate limiting: the engine (counters in memory, or in PostgreSQL when one is
// shared by every instance), the policy table, and the client address per-IP policies key on.
export { clearLimit, limit, refund, resetRateLimits, withinLimit } from './engine';
export { policies, type LimitArea, type Policy } from './policies';
export { clientIp } from './client-ip';
