import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsultationRequest, ConsultationRequestStatus, ContactMessage } from '@cq/shared';
import { db, tableName } from './client';
import { keys } from './keys';

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
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.lead(lead.createdAt, lead.id), ...stored } }),
  );
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
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.leadsMonth(month) },
      ScanIndexForward: false,
    }),
  );
  return (out.Items ?? []).map(({ PK: _pk, SK: _sk, ...lead }) => lead as StoredLead);
}
