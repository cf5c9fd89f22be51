/** Key builders: every item's keys are composed here so access patterns stay readable. */
export const keys = {
  user: (sub: string) => ({ PK: `USER#${sub}`, SK: 'PROFILE' }),
  emailClaim: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'CLAIM' }),
  trailPartition: (entityType: string, entityId: string) => `TRAIL#${entityType}#${entityId}`,
  trailEntry: (entityType: string, entityId: string, seq: number) => ({
    PK: `TRAIL#${entityType}#${entityId}`,
    SK: `ENTRY#${String(seq).padStart(12, '0')}`,
  }),
  errorLogDay: (day: string) => `ERRORLOGS#${day}`,
  rateWindow: (bucket: string, client: string, window: number) => ({
    PK: `RATE#${bucket}#${client}`,
    SK: `WINDOW#${window}`,
  }),
  /** A job and its applications share one partition, so deleting the partition is the cascade. */
  jobPartition: (jobId: string) => `JOB#${jobId}`,
  job: (jobId: string) => ({ PK: `JOB#${jobId}`, SK: 'JOB' }),
  jobApplication: (jobId: string, createdAt: string, id: string) => ({
    PK: `JOB#${jobId}`,
    SK: `APP#${createdAt}#${id}`,
  }),
  /** Applications that name no job. */
  generalApplicationsPartition: () => 'APPS#GENERAL',
  generalApplication: (createdAt: string, id: string) => ({ PK: 'APPS#GENERAL', SK: `APP#${createdAt}#${id}` }),
  /** GSI1: present only while a job is active, so the active list is one Query, newest first by postedAt. */
  activeJobsIndexPartition: () => 'JOBS#ACTIVE',
  activeJobsIndex: (postedAt: string) => ({ GSI1PK: 'JOBS#ACTIVE', GSI1SK: postedAt }),
  /** Leads (contact messages, consultation requests) by month: staff-only, never listed publicly. */
  leadsMonth: (month: string) => `LEADS#${month}`,
  lead: (createdAt: string, id: string) => ({ PK: `LEADS#${createdAt.slice(0, 7)}`, SK: `${createdAt}#${id}` }),
  /** One claim per newsletter address (lower-cased), so a second sign-up stores nothing new. */
  newsletterClaim: (email: string) => ({ PK: `NEWSLETTER#${email.toLowerCase()}`, SK: 'SUBSCRIPTION' }),
  /** A one-time OAuth `state`, kept until its TTL (`expiresAt`) and deleted when used. */
  oauthState: (provider: string, state: string) => ({ PK: `OAUTHSTATE#${provider}#${state}`, SK: 'STATE' }),
  outboxPartition: () => 'OUTBOX',
  outboxMessage: (sentAt: string, id: string) => ({ PK: 'OUTBOX', SK: `${sentAt}#${id}` }),
};
