import { useId } from 'react';
import type { QualaInteraction } from '@cq/shared/quala/schemas';
import { Markdown, type MarkerRenderer } from './markdown';

/**
 * One answer: its Markdown as React elements, each `[n]` marker a link to source n in the numbered list under
 * it (source, title, and the passage behind a toggle), so a regulated user can check every claim.
 */
export function QualaAnswer({ interaction }: { interaction: Pick<QualaInteraction, 'response' | 'citations'> }) {
  const base = useId();
  const citeId = (n: number) => `${base}-source-${n}`;
  const { citations } = interaction;

  const marker: MarkerRenderer = (n, key) => {
    const citation = citations[n - 1];
    if (!citation) return null;
    return (
      <a
        key={key}
        href={`#${citeId(n)}`}
        onClick={(event) => {
          event.preventDefault();
          const target = document.getElementById(citeId(n));
          if (!target) return;
          target.scrollIntoView?.({ block: 'nearest' });
          target.focus();
        }}
        className="font-medium text-accent underline underline-offset-2"
      >
        [{n}]<span className="sr-only"> source: {citation.title}</span>
      </a>
    );
  };

  return (
    <div className="grid gap-3">
      <Markdown text={interaction.response} marker={marker} />
      {citations.length > 0 && (
        <div className="grid gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Sources</p>
          <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
            {citations.map((citation, i) => (
              <li key={`${citation.id}-${i}`} id={citeId(i + 1)} tabIndex={-1} className="rounded-sm">
                <details className="group">
                  <summary className="cursor-pointer rounded-sm">
                    <span className="font-medium">{citation.source}</span> — {citation.title}
                  </summary>
                  <p className="mt-1 border-l-2 border-border pl-3 text-muted-foreground">{citation.passage}</p>
                </details>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
