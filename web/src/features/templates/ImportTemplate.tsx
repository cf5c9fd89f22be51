import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Upload } from 'lucide-react';
import { fieldErrors } from '@cq/shared/schemas/common';
import { TEMPLATE_MESSAGES } from '@cq/shared/templates/rules';
import { templateCreateSchema } from '@cq/shared/templates/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { refusalOf, useTemplateCreate } from './api';

/**
 * Import: a JSON file (a template's export) read in the browser, checked with the same schema the API uses, and
 * sent as a new draft; every field error is listed by where it is in the file.
 */
export function ImportTemplate() {
  const input = useRef<HTMLInputElement>(null);
  const create = useTemplateCreate();
  const pending = usePending();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string> | null>(null);

  const read = async (file: File) => {
    setErrors(null);
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setErrors({ _: TEMPLATE_MESSAGES.importNotJson });
      return;
    }
    const parsed = templateCreateSchema.safeParse(json);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      const created = await create.mutateAsync(parsed.data);
      toast({ title: 'Template imported', description: created.name });
      navigate(`/templates/${created.id}`);
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal?.fields ?? { _: refusal?.message ?? 'The template could not be imported.' });
    }
  };

  return (
    <div className="grid gap-2">
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        aria-label="Template JSON file"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void pending.run(() => read(file));
        }}
      />
      <Button variant="outline" loading={pending.busy} onClick={() => input.current?.click()}>
        {!pending.busy && <Upload className="size-4" aria-hidden="true" />}
        Import JSON
      </Button>
      {errors && (
        <FormAlert id="import-errors">
          <p>The file was not imported:</p>
          <ul className="list-disc pl-5">
            {Object.entries(errors).map(([field, message]) => (
              <li key={field}>{field === '_' ? message : `${field}: ${message}`}</li>
            ))}
          </ul>
        </FormAlert>
      )}
    </div>
  );
}
