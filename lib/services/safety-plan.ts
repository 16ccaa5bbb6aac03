import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { safetyPlan, type SafetyPlanRow } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/types';
import { AppError } from '@/lib/errors';
import type { SafetyPlanDto, SafetyPlanSections } from '@/lib/validation/safety-plan';

// The user's personal safety plan: one row per user, always read and written whole, and only ever
// the acting user's own row.

export function safetyPlanDto(row: SafetyPlanRow): SafetyPlanDto {
  return {
    warningSigns: row.warningSigns,
    copingStrategies: row.copingStrategies,
    distractions: row.distractions,
    supportPeople: row.supportPeople,
    professionals: row.professionals,
    safeEnvironment: row.safeEnvironment,
    reasonsForLiving: row.reasonsForLiving,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the seven sections, in a fixed order, whatever else the caller's object carries. */
export function planValues(plan: SafetyPlanSections): SafetyPlanSections {
  return {
    warningSigns: plan.warningSigns,
    copingStrategies: plan.copingStrategies,
    distractions: plan.distractions,
    supportPeople: plan.supportPeople,
    professionals: plan.professionals,
    safeEnvironment: plan.safeEnvironment,
    reasonsForLiving: plan.reasonsForLiving,
  };
}

/** The user's plan, or null when they have not made one. */
export async function getSafetyPlan(current: SessionUser): Promise<SafetyPlanDto | null> {
  const [row] = await db.select().from(safetyPlan).where(eq(safetyPlan.userId, current.id)).limit(1);
  return row ? safetyPlanDto(row) : null;
}

/** Creates or replaces the whole plan (sections left out of the input are already empty lists). */
export async function saveSafetyPlan(current: SessionUser, plan: SafetyPlanSections): Promise<SafetyPlanDto> {
  const values = planValues(plan);
  const now = new Date();
  const [row] = await db
    .insert(safetyPlan)
    .values({ userId: current.id, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: safetyPlan.userId, set: { ...values, updatedAt: now } })
    .returning();
  return safetyPlanDto(row);
}

/** Deletes the plan; 404 when there is none. */
export async function deleteSafetyPlan(current: SessionUser): Promise<void> {
  const gone = await db.delete(safetyPlan).where(eq(safetyPlan.userId, current.id)).returning({ userId: safetyPlan.userId });
  if (gone.length === 0) throw new AppError('not_found:safety_plan');
}
