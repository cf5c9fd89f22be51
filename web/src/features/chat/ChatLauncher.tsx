import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSiteNav } from '@/lib/islands/siteNav';
import { variantForPath, type ChatVariant } from './variant';

// The panel (messages, rules, answers) is its own chunk, fetched on the first open only. Not React.lazy: React
// reveals a Suspense boundary that resolves up to 300 ms late (fallback throttling), even with the chunk there.
const loadPanel = () => import('./ChatPanel');
type Panel = Awaited<ReturnType<typeof loadPanel>>['ChatPanel'];

/**
 * The floating Quala chat helper: closed, a round button with an online indicator; open, the chat panel.
 * `variant` defaults from the path (careers and CMS pages get the careers/CMS variant). No router of its own
 * (useSiteNav): on a public page it runs as an island before the app is there (web/src/lib/islands/islandRoots.ts).
 */
export function ChatLauncher({ variant }: { variant?: ChatVariant }) {
  const { pathname } = useSiteNav();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const chosen = variant ?? variantForPath(pathname);
  const wasOpen = useRef(false);

  // Closing the panel hands focus back to the launcher.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) launcher.current?.focus();
  }, [open]);

  if (open && Panel) return <Panel variant={chosen} onClose={() => setOpen(false)} />;
  if (open) {
    return (
      <div
        role="status"
        className="fixed right-4 bottom-4 z-50 rounded-full bg-primary px-4 py-3 text-sm text-primary-foreground shadow-lg"
      >
        Opening chat…
      </div>
    );
  }
  return (
    <button
      ref={launcher}
      type="button"
      aria-label="Open chat with Quala"
      aria-haspopup="dialog"
      onClick={() => {
        setOpen(true);
        // A chunk that failed to load closes it again; the next click asks again.
        if (!Panel)
          loadPanel().then(
            (m) => setPanel(() => m.ChatPanel),
            () => setOpen(false),
          );
      }}
      className="fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 hover:bg-primary-hover"
    >
      <MessageCircle className="size-6" aria-hidden="true" />
      <span
        className="absolute top-0.5 right-0.5 size-3.5 rounded-full border-2 border-white bg-[#16a34a]"
        aria-hidden="true"
        data-testid="chat-online-indicator"
      />
    </button>
  );
}
