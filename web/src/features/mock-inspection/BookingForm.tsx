import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { INSPECTION_TYPE_LABELS, INSPECTION_TYPES } from '@cq/shared/mock/rules';
import {
  MOCK_SCOPE_MAX,
  mockBookingSchema,
  type MockBookingForm,
  type MockBookingInput,
} from '@cq/shared/mock/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { refusalOf } from '@/lib/api/refusal';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { useBookMockInspection } from './api';

const TYPE_OPTIONS = INSPECTION_TYPES.map((value) => ({ value, label: INSPECTION_TYPE_LABELS[value] }));
const FIELDS = ['site', 'earliest', 'latest', 'scope', 'inspectionType'] as const;

/** Books this quarter's mock inspection; the server counts one per paid quarter and says when the next opens. */
export function BookingForm() {
  const book = useBookMockInspection();
  const form = useForm<MockBookingInput, unknown, MockBookingForm>({
    resolver: zodResolver(mockBookingSchema),
    defaultValues: { site: '', earliest: '', latest: '', scope: '', inspectionType: '' as never },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await book.mutateAsync(values);
      toast({ title: 'Mock inspection requested', description: 'We will contact you to schedule it.' });
      form.reset();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, [...FIELDS], refusal.fields);
    }
  });
  const refusal = book.isError ? refusalOf(book.error) : null;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Book your mock inspection">
      {book.isError && refusal?.status !== 400 && (
        <FormAlert>{refusal?.status === 409 ? refusal.message : submitError(book.error).message}</FormAlert>
      )}
      <FormField
        label="Site or company *"
        autoComplete="organization"
        error={errors.site?.message}
        {...form.register('site')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Earliest date *"
          type="date"
          error={errors.earliest?.message}
          {...form.register('earliest')}
        />
        <FormField label="Latest date *" type="date" error={errors.latest?.message} {...form.register('latest')} />
      </div>
      <Field label="Inspection to rehearse *" error={errors.inspectionType?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            placeholder="Select the inspection type"
            options={TYPE_OPTIONS}
            {...form.register('inspectionType')}
          />
        )}
      </Field>
      <Field
        label="Scope *"
        hint="The study, the areas and the documents the mock inspection should cover."
        error={errors.scope?.message}
        limit={{ value: form.watch('scope'), max: MOCK_SCOPE_MAX }}
      >
        {(control) => <Textarea {...control} aria-required="true" rows={4} {...form.register('scope')} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Booking…' : 'Book the mock inspection'}
        </Button>
      </div>
    </form>
  );
}
