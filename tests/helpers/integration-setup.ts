import { afterAll, beforeAll, vi } from 'vitest';
import { openTestDatabase, type TestDb } from './test-db';
import { otpInbox } from './otp-inbox';

// Codes are captured here instead of printed or mailed; tests read them with latestOtp().
vi.mock('@/lib/email/send-otp', () => ({
  sendOtpEmail: async (email: string, code: string) => {
    otpInbox.push({ email, code, at: Date.now() });
  },
}));

process.env.AUTH_RATE_LIMIT_IP ??= '100000';
// Route handlers are called directly, with no socket: tests play one proxy in front of the app and
// name each client's address in X-Forwarded-For (lib/rate-limit/client-ip.ts).
process.env.TRUSTED_PROXY_HOPS ??= '1';
process.env.BETTER_AUTH_SECRET ??= 'integration-test-secret-integration-test-secret';

let testDb: TestDb | undefined;

beforeAll(async () => {
  testDb = await openTestDatabase();
});

afterAll(async () => {
  await testDb?.close();
});
