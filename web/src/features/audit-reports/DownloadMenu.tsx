import { ChevronDown, Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EXPORT_FORMATS, EXPORT_LABELS } from './api';
import { useDownloadReport } from './ExportButtons';

const FORMAT_NAMES = { pdf: 'PDF document', html: 'HTML page', md: 'Markdown text' } as const;

/** A report card's Download: a menu of the three formats (arrow keys move, Enter picks, Escape closes). */
export function DownloadMenu({ reportId, title }: { reportId: string; title: string }) {
  const { busy, run } = useDownloadReport();
  return (
    // Not modal: a modal menu hides the page from assistive technology while its trigger stays focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-label={`Download ${title}`}
        disabled={busy !== null}
        aria-busy={busy !== null || undefined}
      >
        {busy ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}
        Download
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-44 rounded-md border border-border bg-background p-1 shadow-lg"
        >
          {EXPORT_FORMATS.map((format) => (
            <DropdownMenu.Item
              key={format}
              onSelect={() => void run(reportId, format)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
            >
              <span className="font-medium">{EXPORT_LABELS[format]}</span>
              <span className="text-muted-foreground">{FORMAT_NAMES[format]}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
