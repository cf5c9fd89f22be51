import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { formatBytes, MEDIA_MAX_BYTES } from '@cq/shared/content/rules';
import { MEDIA_MESSAGES, type MediaItem } from '@cq/shared/content/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { submitError } from '@/lib/api/submitError';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { ConfirmDelete } from './ConfirmDelete';
import { UploadTransferError, useImageUpload, useMedia, useMediaDelete, useMediaUpdate } from './api';

const messageOf = (error: unknown) =>
  error instanceof UploadTransferError ? error.message : submitError(error, { serverText: true }).message;

/**
 * Upload: the file goes to its upload URL with progress, then the server decides from its bytes whether it is an
 * image (PNG, JPEG, WebP, SVG — an SVG is cleaned) and publishes it. The size limit is checked here first only
 * to spare a pointless upload; the server checks again.
 */
function UploadForm() {
  const upload = useImageUpload();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = usePending();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!file) return setError('Choose an image to upload.');
    if (file.size > MEDIA_MAX_BYTES) return setError(MEDIA_MESSAGES.tooLarge);
    if (file.size === 0) return setError(MEDIA_MESSAGES.empty);
    setProgress(0);
    try {
      const item = await upload.mutateAsync({
        file,
        alt,
        caption,
        onProgress: (f) => setProgress(Math.round(f * 100)),
      });
      toast({
        title: MEDIA_MESSAGES.uploaded,
        description: item.sanitized
          ? 'Unsafe parts of the SVG (scripts, event handlers, external links) were removed.'
          : item.originalName,
      });
      setFile(null);
      setAlt('');
      setCaption('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form
      onSubmit={uploading.guard(submit)}
      noValidate
      className="grid gap-4 rounded-[var(--radius-card)] border border-dashed border-border p-4 sm:p-6"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <ImageUp className="size-5" aria-hidden="true" /> Upload an image
      </h3>
      {error && <FormAlert>{error}</FormAlert>}
      <Field label="Image file" hint={`PNG, JPEG, WebP or SVG, up to ${formatBytes(MEDIA_MAX_BYTES)}`}>
        {(control) => (
          <Input
            {...control}
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Alt text"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          hint="What the image shows, for screen readers"
        />
        <FormField label="Caption (optional)" value={caption} onChange={(e) => setCaption(e.target.value)} />
      </div>
      {progress !== null && (
        <div className="grid gap-1">
          <ProgressBar value={progress} label="Upload progress" />
          <p className="text-sm text-muted-foreground" role="status">
            {progress < 100 ? `Uploading… ${progress}%` : 'Checking the image…'}
          </p>
        </div>
      )}
      <div>
        <Button type="submit" loading={uploading.busy}>
          {uploading.busy ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}

function EditDialog({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const update = useMediaUpdate();
  const [alt, setAlt] = useState(item.alt);
  const [caption, setCaption] = useState(item.caption);
  const [error, setError] = useState<string | null>(null);
  const saving = usePending();
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: item.id, body: { version: item.version, alt, caption } });
      toast({ title: MEDIA_MESSAGES.saved });
      onClose();
    } catch (err) {
      setError(messageOf(err));
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Image details" description={item.originalName}>
      <form onSubmit={saving.guard(submit)} noValidate className="grid gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        <FormField label="Alt text" value={alt} onChange={(e) => setAlt(e.target.value)} />
        <FormField label="Caption" value={caption} onChange={(e) => setCaption(e.target.value)} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving.busy}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const remove = useMediaDelete();
  return (
    <ConfirmDelete
      title="Delete image"
      question={MEDIA_MESSAGES.deleteConfirm}
      name={item.originalName}
      pending={remove.isPending}
      remove={() => remove.mutateAsync(item)}
      done={MEDIA_MESSAGES.deleted}
      failed="Failed to delete image"
      onClose={onClose}
    />
  );
}

/** Media: upload, and the library with alt text, caption, the Markdown to paste, edit and delete. */
export function MediaPanel() {
  const media = useMedia(true);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  return (
    <section aria-labelledby="media-heading" className="grid gap-4">
      <h2 id="media-heading" className="text-xl font-semibold">
        Media
      </h2>
      <UploadForm />
      {media.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : media.error ? (
        <FormAlert>{messageOf(media.error)}</FormAlert>
      ) : !media.data.length ? (
        <p className="text-muted-foreground">No images yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Media library">
          {media.data.map((item) => (
            <li key={item.id} className="grid gap-2 rounded-[var(--radius-card)] border border-border p-3">
              <img
                src={item.url}
                alt={item.alt}
                loading="lazy"
                className="h-40 w-full rounded-md bg-muted object-contain"
              />
              <p className="text-sm font-medium break-all">{item.originalName}</p>
              <p className="text-xs text-muted-foreground">
                {formatBytes(item.size)} · {formatDate(item.createdAt)}
                {item.sanitized ? ' · cleaned SVG' : ''}
              </p>
              {item.caption && <p className="text-sm">{item.caption}</p>}
              <code className="rounded bg-muted px-2 py-1 text-xs break-all">{`![${item.alt}](${item.url})`}</code>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(item)}>
                  Edit<span className="sr-only"> {item.originalName}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeleting(item)}>
                  <Trash2 className="size-4" aria-hidden="true" /> Delete
                  <span className="sr-only"> {item.originalName}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <EditDialog item={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDialog item={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
