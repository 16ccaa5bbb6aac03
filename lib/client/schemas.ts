'use client';
// The forms validate with the server's own zod schemas (lib/validation), and zod is about 30 kB
// gzipped: more than most screens' own code. So a screen's first load leaves it out: a form starts
// loading its schemas when it is first focused and awaits them when it is sent, by which time they
// are there. Each module is fetched once; later calls answer from the loaded one.

export const accountSchemas = () => import('@/lib/validation/account');
export const authSchemas = () => import('@/lib/validation/auth');
export const reminderSchemas = () => import('@/lib/validation/reminders');
