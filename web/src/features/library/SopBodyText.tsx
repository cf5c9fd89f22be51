import type { SopBody } from '@cq/shared/library/schemas';
import type { ReactNode } from 'react';

type Level = 2 | 3;

function Section({ title, level, children }: { title: string; level: Level; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="grid gap-2">
      <Heading className={level === 2 ? 'text-xl font-semibold' : 'text-lg font-semibold'}>{title}</Heading>
      {children}
    </section>
  );
}

const bullets = (items: string[]) => (
  <ul className="grid list-disc gap-1 pl-5">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/**
 * An SOP's seven sections as the library prints them (purpose to revision history, steps numbered across the
 * procedure): the subscriber's page and the staff's read-only view of any version show the same text the same way.
 * `level`: the sections' heading level under the page's own; `historyNote` follows the revision history.
 */
export function SopBodyText({
  body,
  level = 2,
  historyNote,
}: {
  body: SopBody;
  level?: Level;
  historyNote?: ReactNode;
}) {
  const Part = level === 2 ? 'h3' : 'h4';
  let n = 0;
  return (
    <>
      <Section level={level} title="1. Purpose">
        <p>{body.purpose}</p>
      </Section>
      <Section level={level} title="2. Scope">
        <p>{body.scope}</p>
      </Section>
      <Section level={level} title="3. Responsibilities">
        {bullets(body.responsibilities.map((r) => `${r.role}: ${r.duty}`))}
      </Section>
      <Section level={level} title="4. Procedure">
        {body.procedure.map((part) => (
          <div key={part.heading} className="grid gap-1">
            <Part className="font-semibold">{part.heading}</Part>
            <ol className="grid gap-1 pl-5">
              {part.steps.map((step) => (
                <li key={step} value={++n} className="list-decimal">
                  {step}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </Section>
      <Section level={level} title="5. Records">
        {bullets(body.records)}
      </Section>
      <Section level={level} title="6. References">
        {bullets(body.references)}
      </Section>
      <Section level={level} title="7. Revision history">
        {bullets(body.revisionHistory.map((r) => `${r.version} (${r.date}): ${r.change}`))}
        {historyNote}
      </Section>
    </>
  );
}
