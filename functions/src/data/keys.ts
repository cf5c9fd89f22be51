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
};
