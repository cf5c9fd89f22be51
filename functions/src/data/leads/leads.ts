import { randomUUID } from 'node:crypto';
import type { ConsultationRequest, ConsultationRequestStatus, ContactMessage } from '@cq/shared';
import { store } from '../core/store';
import './lead.entity';

interface LeadBase {
  id: string;
  createdAt: string;
  clientAddress: string;
}

/** Personal data: these live in staff-only month partitions and no public route reads them. */
export type StoredContactMessage = LeadBase & { type: 'ContactMessage' } & Omit<ContactMessage, 'website'>;
export type StoredConsultationRequest = LeadBase & {
  type: 'ConsultationRequest';
  status: ConsultationRequestStatus;
} & Omit<ConsultationRequest, 'website'>;
export type StoredLead = StoredContactMessage | StoredConsultationRequest;

/** An optional field left blank in the form is not stored at all, rather than as an empty string. */
async function putLead<T extends StoredLead>(lead: T): Promise<T> {
  const stored = Object.fromEntries(Object.entries(lead).filter(([, v]) => v !== '')) as T;
  await store()
    .lead.put({ ...stored, month: stored.createdAt.slice(0, 7) })
    .go();
  return stored;
}

const base = (clientAddress: string): LeadBase => ({
  id: randomUUID(),
  createdAt: new Date().toISOString(),
  clientAddress,
});

export async function putContactMessage({ website: _honeypot, ...message }: ContactMessage, clientAddress: string) {
  return putLead<StoredContactMessage>({ ...base(clientAddress), type: 'ContactMessage', ...message });
}

export async function putConsultationRequest(
  { website: _honeypot, ...request }: ConsultationRequest,
  clientAddress: string,
) {
  return putLead<StoredConsultationRequest>({
    ...base(clientAddress),
    type: 'ConsultationRequest',
    status: 'submitted',
    ...request,
  });
}

/** Access pattern (staff inbox, tests): one month's leads (`yyyy-mm`), newest first. */
export async function listLeads(month: string): Promise<StoredLead[]> {
  const { data } = await store().lead.query.byMonth({ month }).go({ order: 'desc' });
  return data.map((lead) => lead as StoredLead);
}
