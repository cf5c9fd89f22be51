import { Disclosure } from '@/components/ui/disclosure';
import { SERVICE_CARDS } from './content/serviceCards';
import { TickList } from '@/components/ui/tick-list';

/**
 * /services' cards, each a disclosure of what the service includes: the page's island (web/src/islandRegistry.ts)
 * as well as the app's, so the ids are fixed (useId would not give the island the ids the app prerendered).
 */
export function ServiceCardList() {
  return (
    <ul className="mt-10 grid items-start gap-5 md:grid-cols-2">
      {SERVICE_CARDS.map((card) => (
        <li key={card.id} className="rounded-2xl border border-border bg-background shadow-sm">
          <Disclosure
            id={`service-${card.id}`}
            summary={
              <span className="block">
                <span className="block text-xl font-semibold tracking-tight">{card.title}</span>
                <span className="mt-1 block text-base font-normal text-muted-foreground">{card.description}</span>
              </span>
            }
            buttonClassName="p-6"
            panelClassName="px-6 pb-6"
          >
            <TickList items={card.details} tick="circle" className="space-y-2 border-t border-border pt-4" />
          </Disclosure>
        </li>
      ))}
    </ul>
  );
}
