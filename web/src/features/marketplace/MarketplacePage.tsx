import {
  ClipboardCheck,
  FileSpreadsheet,
  Plug,
  ListChecks,
  Building2,
  CalendarSync,
  FlaskConical,
  FolderArchive,
  type LucideIcon,
} from 'lucide-react';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/lib/usePageTitle';

interface Item {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const TEMPLATES: readonly Item[] = [
  {
    title: 'GCP Site Audit Checklist',
    text: 'Investigator site audit against ICH E6 with consent, source data and IP accountability checks.',
    icon: ClipboardCheck,
  },
  {
    title: 'Vendor Qualification Audit',
    text: 'CRO and vendor audit covering oversight, data integrity and subcontractor controls.',
    icon: Building2,
  },
  {
    title: 'Internal QA Audit',
    text: 'Self-inspection of SOP compliance, training records and CAPA effectiveness.',
    icon: ListChecks,
  },
  {
    title: 'CAPA Plan Workbook',
    text: 'Root cause, corrective and preventive actions with owners, due dates and effectiveness checks.',
    icon: FileSpreadsheet,
  },
];

export const PLUGINS: readonly Item[] = [
  {
    title: 'eTMF Connector',
    text: 'File audit reports and responses straight into your trial master file.',
    icon: FolderArchive,
  },
  {
    title: 'EDC Data Checks',
    text: 'Pull query and data-entry metrics from your EDC into audit preparation.',
    icon: FlaskConical,
  },
  {
    title: 'Calendar Sync',
    text: 'Put scheduled audits and finding due dates on your team calendar.',
    icon: CalendarSync,
  },
  {
    title: 'Quality System Export',
    text: 'Send findings and CAPA to your eQMS so nothing is tracked twice.',
    icon: Plug,
  },
];

function ItemCard({ item }: { item: Item }) {
  const Icon = item.icon;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="rounded-full bg-warning-surface px-2.5 py-0.5 text-xs font-semibold text-warning-foreground">
          Coming soon
        </span>
      </div>
      <h3 className="font-semibold">{item.title}</h3>
      <p className="text-sm text-muted-foreground">{item.text}</p>
    </Card>
  );
}

/** /marketplace (spec §2): audit templates and plugins, all coming soon. */
export function MarketplacePage() {
  usePageTitle('Marketplace');
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Marketplace</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">
          Audit templates and integrations for your workspace. They are on their way: nothing here can be installed yet.
        </p>
      </div>
      <section aria-labelledby="templates-heading" className="grid gap-4">
        <h2 id="templates-heading" className="text-xl font-semibold tracking-tight">
          Audit Templates
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TEMPLATES.map((item) => (
            <li key={item.title}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="plugins-heading" className="grid gap-4">
        <h2 id="plugins-heading" className="text-xl font-semibold tracking-tight">
          Plugins
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PLUGINS.map((item) => (
            <li key={item.title}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default MarketplacePage;
