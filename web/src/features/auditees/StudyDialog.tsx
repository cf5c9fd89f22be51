import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_FOR_CHANGE_LABEL, reasonRefusal } from '@cq/shared/trail/reasonForChange';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUDITEE_MESSAGES } from '@cq/shared/auditees/rules';
import type { Study } from '@cq/shared/auditees/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { WriteErrorAlert } from '@/features/audits';
import { api } from '@/lib/api/client';
import { showFieldErrors } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { allAuditeesQuery, refusalOf } from './api';
import {
  changedStudyFields,
  newStudyBody,
  STUDY_FIELDS,
  studyDefaults,
  studyFormSchema,
  TRIAL_PHASE_OPTIONS,
  type StudyFormValues,
  type StudyValues,
} from './studyForm';
import { useStudyCreate, useStudyUpdate } from './writes';

const nullWhenBlank = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * New study, or a study's edit (with the version read and a reason for the trail). A protocol number the
 * workspace already has is said on its field; an edit someone else overtook (409) offers a Reload.
 */
export function StudyDialog({
  open,
  onOpenChange,
  study,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The study to edit, or null for a new one. */
  study: Study | null;
}) {
  const client = useQueryClient();
  const [current, setCurrent] = useState(study);
  const create = useStudyCreate();
  const update = useStudyUpdate();
  const write = current ? update : create;
  const [duplicate, setDuplicate] = useState(false);
  const sponsors = useQuery({ ...allAuditeesQuery(), enabled: open });
  const form = useForm<StudyFormValues, unknown, StudyValues>({
    resolver: zodResolver(studyFormSchema),
    defaultValues: studyDefaults(current),
  });
  const { errors, isSubmitting } = form.formState;
  const sponsorOptions = [
    { value: '', label: 'No sponsor' },
    ...(sponsors.data ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];

  const reload = async () => {
    if (!current) return;
    // A failed read leaves the refusal showing, with its Reload to try again.
    const fresh = await api('GET /api/studies/{id}', { params: { id: current.id } }).catch(() => null);
    if (!fresh) return;
    setCurrent(fresh);
    update.reset();
    form.reset(studyDefaults(fresh));
    await client.invalidateQueries({ queryKey: ['GET /api/studies'] });
  };

  // Closing (Cancel, Escape, the close button) forgets the refusal and the messages, keeping what was typed.
  const openChange = (next: boolean) => {
    if (!next) {
      form.clearErrors();
      write.reset();
      setDuplicate(false);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setDuplicate(false);
    try {
      if (current) {
        const body = changedStudyFields(current, values);
        if (Object.keys(body).length === 0) return openChange(false);
        const missing = reasonRefusal('study', current, body, values.reason);
        if (missing) return form.setError('reason', { message: missing }, { shouldFocus: true });
        await update.mutateAsync({
          id: current.id,
          body: { version: current.version, ...body, ...(values.reason ? { reason: values.reason } : {}) },
        });
        toast({ title: 'Study updated', description: values.protocolNumber });
      } else {
        await create.mutateAsync(newStudyBody(values));
        form.reset(studyDefaults(null));
        toast({ title: 'Study created', description: values.protocolNumber });
      }
      onOpenChange(false);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, STUDY_FIELDS, refusal.fields);
      if (refusal?.status === 409 && refusal.message === AUDITEE_MESSAGES.duplicateProtocol) {
        setDuplicate(true);
        form.setError('protocolNumber', { message: refusal.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={current ? 'Edit study' : 'New study'}
      description={current ? `Protocol ${current.protocolNumber}` : 'A clinical study, by its protocol number.'}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {write.isError &&
          (duplicate ? (
            <FormAlert>{AUDITEE_MESSAGES.duplicateProtocol}</FormAlert>
          ) : (
            <WriteErrorAlert error={write.error} onReload={() => void reload()} />
          ))}
        <FormField
          label="Protocol number"
          autoComplete="off"
          error={errors.protocolNumber?.message}
          {...form.register('protocolNumber')}
        />
        <FormField label="Title" autoComplete="off" error={errors.title?.message} {...form.register('title')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Phase" error={errors.phase?.message}>
            {(control) => (
              <NativeSelect
                {...control}
                placeholder="Select phase"
                options={TRIAL_PHASE_OPTIONS}
                {...form.register('phase')}
              />
            )}
          </Field>
          <Field label="Sponsor" error={errors.sponsorId?.message}>
            {(control) => (
              // Remounted when the choices arrive, so the chosen sponsor shows once its option exists.
              <NativeSelect
                key={sponsors.dataUpdatedAt}
                {...control}
                options={sponsorOptions}
                {...form.register('sponsorId', { setValueAs: nullWhenBlank })}
              />
            )}
          </Field>
        </div>
        {current && (
          <FormField
            label={REASON_FOR_CHANGE_LABEL}
            hint="Kept with this change in the study's trail."
            autoComplete="off"
            aria-required
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => openChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {current ? (isSubmitting ? 'Saving…' : 'Save changes') : isSubmitting ? 'Creating…' : 'Create study'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
