import { Suspense, useState, type FormEvent } from 'react';
import { joinTags, POST_CATEGORIES, POST_CATEGORY_LABELS, splitTags } from '@cq/shared/content/rules';
import {
  POST_CONTENT_MAX,
  POST_EXCERPT_MAX,
  POST_MESSAGES,
  postInputSchema,
  type Post,
} from '@cq/shared/content/schemas';
import { fieldErrors } from '@cq/shared/schemas/common';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { PostMarkdown } from '@/features/insights';
import { refusalOf } from '@/lib/api/refusal';
import { submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { usePostCreate, usePostUpdate } from './api';

interface Values {
  title: string;
  excerpt: string;
  category: string;
  content: string;
  published: boolean;
  briefing: boolean;
  /** Comma-separated, split into the list on save (spec §2). */
  tags: string;
}

const FIELD_ORDER = ['title', 'excerpt', 'category', 'content', 'tags'] as const;

const initial = (post: Post | null): Values =>
  post
    ? {
        title: post.title,
        excerpt: post.excerpt,
        category: post.category,
        content: post.content,
        published: post.published,
        briefing: post.briefing,
        tags: joinTags(post.tags),
      }
    : { title: '', excerpt: '', category: 'insights', content: '', published: false, briefing: false, tags: '' };

/** One of the editor's yes/no fields, its label beside the box. */
function Check(props: { label: string; checked: boolean; onChange: (on: boolean) => void; describedBy?: string }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-4 accent-[var(--color-primary)]"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-describedby={props.describedBy}
      />
      {props.label}
    </label>
  );
}

/**
 * New Post / edit: title, excerpt, category, Markdown content with a preview, published checkbox, tags as
 * comma-separated text; Cancel and Create/Update. Checked with the API's own schema (same messages); the spec's
 * toasts on success and failure.
 */
export function PostEditor({ post, onDone }: { post: Post | null; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => initial(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const create = usePostCreate();
  const update = usePostUpdate();
  const pending = usePending();
  const saving = pending.busy;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const focusFirst = (fields: Record<string, string>) => {
    const first = FIELD_ORDER.find((f) => fields[f]);
    if (first) document.getElementById(`post-${first}`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = postInputSchema.safeParse({ ...values, tags: splitTags(values.tags) });
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      const tagError = Object.entries(fields).find(([k]) => k.startsWith('tags'))?.[1];
      const shown = { ...fields, ...(tagError ? { tags: tagError } : {}) };
      setErrors(shown);
      focusFirst(shown);
      return;
    }
    setErrors({});
    try {
      if (post) {
        await update.mutateAsync({ id: post.id, body: { ...parsed.data, version: post.version } });
        toast({ title: POST_MESSAGES.updated });
      } else {
        await create.mutateAsync(parsed.data);
        toast({ title: POST_MESSAGES.created });
      }
      onDone();
    } catch (error) {
      const { message } = submitError(error, { serverText: true });
      const fields = refusalOf(error)?.fields ?? {};
      setErrors(fields);
      focusFirst(fields);
      setFailure(message);
      toast({
        title: post ? POST_MESSAGES.updateFailed : POST_MESSAGES.createFailed,
        description: message,
        variant: 'destructive',
      });
    }
  }

  return (
    <form
      onSubmit={pending.guard(submit)}
      noValidate
      className="grid gap-4 rounded-[var(--radius-card)] border border-border p-4 sm:p-6"
    >
      <h2 className="text-xl font-semibold">{post ? 'Edit Post' : 'New Post'}</h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField
        id="post-title"
        label="Title"
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        autoComplete="off"
      />
      <Field
        label="Excerpt"
        id="post-excerpt"
        error={errors.excerpt}
        hint="A sentence or two for the list and search results"
        limit={{ value: values.excerpt, max: POST_EXCERPT_MAX }}
      >
        {(control) => (
          <Textarea {...control} rows={2} value={values.excerpt} onChange={(e) => set('excerpt', e.target.value)} />
        )}
      </Field>
      <Field label="Category" id="post-category" error={errors.category}>
        {(control) => (
          <NativeSelect
            {...control}
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
            options={POST_CATEGORIES.map((c) => ({ value: c, label: POST_CATEGORY_LABELS[c] }))}
          />
        )}
      </Field>
      <div className="grid gap-2">
        <div role="group" aria-label="Content view" className="flex gap-1">
          <Button
            size="sm"
            variant={tab === 'write' ? 'secondary' : 'ghost'}
            aria-pressed={tab === 'write'}
            onClick={() => setTab('write')}
          >
            Write
          </Button>
          <Button
            size="sm"
            variant={tab === 'preview' ? 'secondary' : 'ghost'}
            aria-pressed={tab === 'preview'}
            onClick={() => setTab('preview')}
          >
            Preview
          </Button>
        </div>
        {tab === 'write' ? (
          <Field
            label="Content (Markdown)"
            id="post-content"
            error={errors.content}
            hint="# Headings, **bold**, lists, [links](/contact), ![images](/uploads/…)"
            limit={{ value: values.content, max: POST_CONTENT_MAX }}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={14}
                className="font-mono text-sm"
                value={values.content}
                onChange={(e) => set('content', e.target.value)}
              />
            )}
          </Field>
        ) : (
          <section aria-label="Preview" className="min-h-40 rounded-md border border-border p-4">
            {values.content.trim() ? (
              <Suspense
                fallback={
                  <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Spinner /> Loading the preview…
                  </p>
                }
              >
                <PostMarkdown content={values.content} />
              </Suspense>
            ) : (
              <p className="text-muted-foreground">Nothing to preview yet.</p>
            )}
          </section>
        )}
      </div>
      <FormField
        id="post-tags"
        label="Tags"
        hint="Separate tags with commas"
        value={values.tags}
        onChange={(e) => set('tags', e.target.value)}
        error={errors.tags}
        autoComplete="off"
      />
      <Check label="Published" checked={values.published} onChange={(on) => set('published', on)} />
      <div className="grid gap-1">
        <Check
          label="Regulatory Briefing"
          checked={values.briefing}
          onChange={(on) => set('briefing', on)}
          describedBy="post-briefing-hint"
        />
        <p id="post-briefing-hint" className="text-sm text-muted-foreground">
          Subscribers read the full text; everyone else sees the title and excerpt and a subscribe prompt.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {post ? 'Update' : 'Create'}
        </Button>
      </div>
    </form>
  );
}
