'use client';
import { Plus, RotateCw, Trash2, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { messageOf } from '@/lib/client-api/http';
import { useDeleteSafetyPlan, useSafetyPlan, useSaveSafetyPlan, type SafetyPlanDto } from '@/lib/client-api/safety-plan';
import { toast } from '@/lib/client/toast';
import {
  cleanSafetyPlanItem,
  SAFETY_PLAN_ITEM_MAX,
  SAFETY_PLAN_ITEMS_MAX,
  SAFETY_PLAN_KEYS,
  safetyPlanSchema,
  type SafetyPlanSectionKey,
  type SafetyPlanSections,
} from '@/lib/validation/safety-plan';

// The personal safety plan, one step of Stanley & Brown's Safety Planning Intervention per
// section. Each section is a short list the person writes in their own words.

type SectionCopy = { title: string; hint: string; add: string; example: string };

const SECTIONS: Record<SafetyPlanSectionKey, SectionCopy> = {
  warningSigns: {
    title: 'Warning signs',
    hint: 'Thoughts, feelings or situations that tell me a hard time may be starting.',
    add: 'Add a warning sign',
    example: 'e.g. I stop answering messages',
  },
  copingStrategies: {
    title: 'Things I can do on my own',
    hint: 'Small things that help me feel steadier without contacting anyone.',
    add: 'Add something I can do',
    example: 'e.g. Go for a walk, take a warm shower',
  },
  distractions: {
    title: 'People and places that distract me',
    hint: 'People and places that take my mind off things for a while.',
    add: 'Add a person or place',
    example: 'e.g. The park near home, my cousin',
  },
  supportPeople: {
    title: 'People I can ask for help',
    hint: 'People I trust to reach out to, and how to contact them.',
    add: 'Add a person',
    example: 'e.g. Sam, 555 0100',
  },
  professionals: {
    title: 'Professionals and services',
    hint: 'My therapist, doctor or a helpline I can contact when I need more support.',
    add: 'Add a professional or service',
    example: 'e.g. My therapist, a crisis line',
  },
  safeEnvironment: {
    title: 'Making my environment safe',
    hint: 'Steps that put distance between me and things I could use to hurt myself.',
    add: 'Add a step',
    example: 'e.g. Ask someone to look after my medication',
  },
  reasonsForLiving: {
    title: 'My reasons for living',
    hint: 'The people, hopes and things that matter most to me.',
    add: 'Add a reason',
    example: 'e.g. My dog, seeing my sister again',
  },
};

type Item = { id: string; text: string };
type Draft = Record<SafetyPlanSectionKey, Item[]>;
type FieldError = { section: SafetyPlanSectionKey; itemId: string | null; message: string };

let nextItemId = 0;
const newItem = (text = ''): Item => ({ id: `item-${++nextItemId}`, text });

/** The editable lists; an empty section starts with one blank line to write in. */
function toDraft(plan: SafetyPlanSections | null): Draft {
  const draft = {} as Draft;
  for (const key of SAFETY_PLAN_KEYS) {
    const items = plan?.[key] ?? [];
    draft[key] = items.length ? items.map((t) => newItem(t)) : [newItem()];
  }
  return draft;
}

/** What would be sent: cleaned items, blank lines left out, each kept with the line it came from. */
function cleaned(draft: Draft): Record<SafetyPlanSectionKey, Item[]> {
  const out = {} as Record<SafetyPlanSectionKey, Item[]>;
  for (const key of SAFETY_PLAN_KEYS) {
    out[key] = draft[key].map((i) => ({ id: i.id, text: cleanSafetyPlanItem(i.text) })).filter((i) => i.text !== '');
  }
  return out;
}

function payloadOf(items: Record<SafetyPlanSectionKey, Item[]>): SafetyPlanSections {
  const out = {} as SafetyPlanSections;
  for (const key of SAFETY_PLAN_KEYS) out[key] = items[key].map((i) => i.text);
  return out;
}

const fingerprint = (plan: SafetyPlanSections | null) => JSON.stringify(SAFETY_PLAN_KEYS.map((k) => plan?.[k] ?? []));

export function SafetyPlanForm() {
  const query = useSafetyPlan();

  // Once loaded (null: no plan yet), the editor stays, even if a later refetch fails, so words
  // being typed are never swept away.
  if (query.data !== undefined) return <PlanEditor saved={query.data} />;

  if (query.isError) {
    // A failed load must never look like an empty plan: nothing is editable until it loads.
    return (
      <div className="card" role="alert">
        <h2 className="mb-1 text-lg font-semibold">We could not load your safety plan</h2>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          {messageOf(query.error, 'Something went wrong while loading it.')} Your plan has not been changed.
        </p>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className={`h-4 w-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden />
          {query.isFetching ? 'Trying again...' : 'Try again'}
        </button>
      </div>
    );
  }

  return (
    <div className="card flex items-center justify-center py-12 text-slate-500 dark:text-slate-400" role="status" aria-live="polite">
      Loading your safety plan...
    </div>
  );
}

function PlanEditor({ saved }: { saved: SafetyPlanDto | null }) {
  const save = useSaveSafetyPlan();
  const remove = useDeleteSafetyPlan();
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const [error, setError] = useState<FieldError | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const addButtons = useRef(new Map<SafetyPlanSectionKey, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);
  const formId = useId();

  const dirty = useMemo(() => fingerprint(payloadOf(cleaned(draft))) !== fingerprint(saved), [draft, saved]);

  // Leaving with unsaved words asks first; the plan is too personal to lose by a stray click.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Focus follows the keyboard: a new line gets the caret, a removed one hands it on.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    inputs.current.get(id)?.focus();
  });

  function update(section: SafetyPlanSectionKey, items: Item[]) {
    setDraft((d) => ({ ...d, [section]: items }));
    if (error?.section === section) setError(null);
  }

  function addItem(section: SafetyPlanSectionKey, after?: string) {
    const items = draft[section];
    if (items.length >= SAFETY_PLAN_ITEMS_MAX) return;
    const item = newItem();
    const at = after ? items.findIndex((i) => i.id === after) + 1 : items.length;
    pendingFocus.current = item.id;
    update(section, [...items.slice(0, at), item, ...items.slice(at)]);
  }

  function removeItem(section: SafetyPlanSectionKey, id: string) {
    const items = draft[section];
    const at = items.findIndex((i) => i.id === id);
    const rest = items.filter((i) => i.id !== id);
    const neighbour = rest[at - 1] ?? rest[at];
    if (neighbour) pendingFocus.current = neighbour.id;
    else addButtons.current.get(section)?.focus();
    update(section, rest);
  }

  function onItemKey(e: KeyboardEvent<HTMLInputElement>, section: SafetyPlanSectionKey, item: Item) {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    // Enter starts the next line instead of submitting the whole plan.
    e.preventDefault();
    if (item.text.trim() !== '') addItem(section, item.id);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const items = cleaned(draft);
    const parsed = safetyPlanSchema.safeParse(payloadOf(items));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const section = issue.path[0] as SafetyPlanSectionKey;
      const index = typeof issue.path[1] === 'number' ? issue.path[1] : null;
      const itemId = index !== null ? (items[section]?.[index]?.id ?? null) : null;
      setError({ section, itemId, message: `${SECTIONS[section]?.title ?? 'Safety plan'}: ${issue.message}` });
      if (itemId) inputs.current.get(itemId)?.focus();
      return;
    }
    setError(null);
    try {
      const res = await save.mutateAsync(parsed.data);
      setDraft(toDraft(res.plan));
      toast.success('Safety plan saved.');
    } catch (err) {
      toast.error(messageOf(err, 'Could not save your safety plan. Nothing was lost: please try again.'));
    }
  }

  async function deletePlan() {
    if (!window.confirm('Delete your safety plan? This cannot be undone.')) return;
    try {
      const res = await remove.mutateAsync();
      setDraft(toDraft(null));
      setError(null);
      toast.success(res.message);
    } catch (err) {
      toast.error(messageOf(err, 'Could not delete your safety plan. Please try again.'));
    }
  }

  const busy = save.isPending || remove.isPending;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {SAFETY_PLAN_KEYS.map((key, step) => {
        const copy = SECTIONS[key];
        const items = draft[key];
        const headingId = `${formId}-${key}-heading`;
        const hintId = `${formId}-${key}-hint`;
        const full = items.length >= SAFETY_PLAN_ITEMS_MAX;
        return (
          <fieldset key={key} className="card min-w-0" aria-labelledby={headingId} aria-describedby={hintId}>
            <h2 id={headingId} className="text-lg font-semibold">
              <span className="text-sm font-medium text-brand-700 dark:text-brand-300">Step {step + 1}:</span> {copy.title}
            </h2>
            <p id={hintId} className="mb-4 mt-1 text-sm text-slate-500 dark:text-slate-400">
              {copy.hint}
            </p>
            <ul className="flex flex-col gap-2">
              {items.map((item, i) => {
                const inputId = `${formId}-${item.id}`;
                const itemError = error?.itemId === item.id ? error.message : null;
                return (
                  <li key={item.id} className="flex items-start gap-2">
                    <label htmlFor={inputId} className="sr-only">
                      {copy.title}, item {i + 1}
                    </label>
                    <div className="min-w-0 flex-1">
                      <input
                        id={inputId}
                        ref={(el) => {
                          if (el) inputs.current.set(item.id, el);
                          else inputs.current.delete(item.id);
                        }}
                        className={`input ${itemError ? 'border-red-400 dark:border-red-700' : ''}`}
                        value={item.text}
                        maxLength={SAFETY_PLAN_ITEM_MAX}
                        placeholder={i === 0 ? copy.example : undefined}
                        autoComplete="off"
                        enterKeyHint="next"
                        aria-invalid={itemError ? true : undefined}
                        aria-describedby={itemError ? `${inputId}-error` : undefined}
                        onChange={(e) =>
                          update(
                            key,
                            items.map((x) => (x.id === item.id ? { ...x, text: e.target.value } : x)),
                          )
                        }
                        onKeyDown={(e) => onItemKey(e, key, item)}
                      />
                      {itemError && (
                        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                          {itemError}
                        </p>
                      )}
                    </div>
                    <button
                      type="button"
                      className="btn-ghost h-10 w-10 shrink-0 px-0"
                      onClick={() => removeItem(key, item.id)}
                      aria-label={`Remove item ${i + 1} from ${copy.title}`}
                      title="Remove"
                    >
                      <X className="h-4 w-4" aria-hidden />
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn-secondary"
                ref={(el) => {
                  if (el) addButtons.current.set(key, el);
                  else addButtons.current.delete(key);
                }}
                onClick={() => addItem(key)}
                disabled={full}
              >
                <Plus className="h-4 w-4" aria-hidden />
                {copy.add}
              </button>
              {full && <span className="text-xs text-slate-500 dark:text-slate-400">This step holds up to {SAFETY_PLAN_ITEMS_MAX} items.</span>}
            </div>
            {error?.section === key && !error.itemId && (
              <p className="error-box mt-3" role="alert">
                {error.message}
              </p>
            )}
          </fieldset>
        );
      })}

      {/* Stays in reach at the bottom of the screen on a phone, where the plan is a long scroll. */}
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={busy || !dirty}>
            {save.isPending ? 'Saving...' : 'Save'}
          </button>
          {saved && (
            <button type="button" className="btn-ghost" onClick={deletePlan} disabled={busy}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {remove.isPending ? 'Deleting...' : 'Delete plan'}
            </button>
          )}
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {dirty ? 'You have unsaved changes.' : saved ? `Last saved ${new Date(saved.updatedAt).toLocaleString()}.` : 'Not saved yet.'}
          </p>
        </div>
        {error && error.itemId && (
          <p className="sr-only" role="alert">
            {error.message}
          </p>
        )}
      </div>
    </form>
  );
}
