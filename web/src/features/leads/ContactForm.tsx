// Its own module, not the package root: the form is an island too (contactIsland.tsx), whose chunk holds no more.
import {
  CONTACT_MESSAGE_MAX,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@cq/shared/schemas/leads';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/call';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { withoutBlanks } from './payload';

export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you within 24 hours.";

type ContactField = keyof ContactMessageInput;
const FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'message'];

const EMPTY: ContactMessageInput = { name: '', email: '', company: '', phone: '', message: '', website: '' };

/** The fields' ids, fixed rather than `useId`'s: the island's render must give the prerendered page's. */
const ID = (field: keyof ContactMessageInput) => `contact-${field}`;

/**
 * 'Send us a message' (spec §2, §4, §5): validated on submit, then on change; the typed text survives a failure.
 * On the prerendered /contact it is an island (web/src/islandRegistry.ts): it runs there without the app.
 */
export function ContactForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: EMPTY,
  });
  // Registered in form order up front: render props run later, and registration order is focus order.
  const reg = {
    name: form.register('name'),
    email: form.register('email'),
    company: form.register('company'),
    phone: form.register('phone'),
    message: form.register('message'),
    website: form.register('website'),
  };
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api('POST /api/contact-messages', { body: withoutBlanks(values) });
      toast({ title: CONTACT_SUCCESS });
      form.reset(EMPTY);
    } catch (error) {
      const { message, fields } = submitError(error);
      setFailure(message);
      showFieldErrors(form.setError, FIELDS, fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Send us a message">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={ID('name')}
          label="Full Name *"
          autoComplete="name"
          aria-required="true"
          error={errors.name?.message}
          {...reg.name}
        />
        <FormField
          id={ID('email')}
          label="Email Address *"
          type="email"
          autoComplete="email"
          aria-required="true"
          error={errors.email?.message}
          {...reg.email}
        />
        <FormField
          id={ID('company')}
          label="Company"
          autoComplete="organization"
          error={errors.company?.message}
          {...reg.company}
        />
        <FormField
          id={ID('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...reg.phone}
        />
      </div>
      <Field
        id={ID('message')}
        label="Message *"
        error={errors.message?.message}
        limit={{ value: form.watch('message'), max: CONTACT_MESSAGE_MAX }}
      >
        {(control) => (
          <Textarea
            {...control}
            aria-required="true"
            rows={5}
            placeholder="Tell us about your study, your timeline and what you need help with."
            {...reg.message}
          />
        )}
      </Field>
      {/* Sent like any field (blank is left out); the API answers a filled one with a fake success. */}
      <HoneypotField id={ID('website')} {...reg.website} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {!isSubmitting && <Lock className="size-4" aria-hidden="true" />}
        {isSubmitting ? 'Sending...' : 'Send It Securely'}
      </Button>
    </form>
  );
}
