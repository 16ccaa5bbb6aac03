'use client';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/FormField';
import { useUpdateName } from '@/lib/client-api/account';
import { messageOf } from '@/lib/client-api/http';
import { saveUser, useAuthState } from '@/lib/client/auth-store';
import { validateForm } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import { accountSchemas } from '@/lib/client/schemas';

export function ProfileSection() {
  const { user } = useAuthState();
  const updateName = useUpdateName();
  const formRef = useRef<HTMLFormElement>(null);
  // null until the user types, so the stored name shows as soon as it is read.
  const [name, setName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const value = name ?? user?.name ?? '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { updateProfileSchema } = await accountSchemas();
    const data = validateForm(updateProfileSchema, { name: value }, formRef.current, setErrors);
    if (!data) return;
    try {
      const res = await updateName.mutateAsync(data.name);
      saveUser(res.user);
      setName(null);
      toast.success(res.message);
    } catch (err) {
      toast.error(messageOf(err, 'Could not update your name.'));
    }
  }

  const busy = updateName.isPending;
  return (
    <section className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="mb-1 text-lg font-semibold">
        Profile
      </h2>
      <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">{user?.email}</p>
      <form ref={formRef} onSubmit={submit} onFocus={() => void accountSchemas()} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <FormField
            id="settings-name"
            name="name"
            label="Name"
            value={value}
            onChange={(e) => {
              setName(e.target.value);
              if (errors.name) setErrors({});
            }}
            maxLength={100}
            autoComplete="name"
            error={errors.name}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={busy || value.trim() === '' || value === user?.name}>
          {busy ? 'Saving...' : 'Save name'}
        </button>
      </form>
    </section>
  );
}
