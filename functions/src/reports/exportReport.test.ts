import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { completedSiteReport } from '../../test/reportFixtures';

useTestTable();

const me: Caller = { sub: 'issuer-1', email: 'issuer@example.com', givenName: 'Ida', familyName: 'Issuer' };

/** An audit of an auditee and a study, planned, with its scope: what an issued report names. */
async function plannedAudit() {
  const auditee = await invoke('POST', '/api/auditees', {
    caller: me,
    body: {
      name: 'Harbour Research Site',
      kind: 'site',
      address: '12 Harbour Road',
      country: 'Portugal',
      contactName: 'Dana Contact',
      contactEmail: 'dana@harbour.example',
    },
  });
  const study = await invoke('POST', '/api/studies', {
    caller: me,
    body: { protocolNumber: 'HRB-301', title: 'Harbour phase III', phase: 'phase-3' },
  });
  const audit = await invoke('POST', '/api/audits', {
    caller: me,
    body: {
      title: 'Harbour routine audit',
      type: 'clinical_trial',
      status: 'scheduled',
      auditeeId: auditee.json!.id,
      studyId: study.json!.id,
      scope: 'Consent and safety reporting',
      mode: 'on_site',
      plannedStart: '2099-03-01',
      plannedEnd: '2099-03-02',
    },
  });
  expect([auditee.status, study.status, audit.status]).toEqual([201, 201, 201]);
  return audit.json!;
}

const exported = (id: string, format: string) =>
  invoke('GET', `/api/audit-reports/${id}/export`, { caller: me, query: { format } });

describe('GET /api/audit-reports/{id}/export (an issued report)', () => {
  it('names the auditee, its address, the study and protocol, the scope and dates, and each finding’s status', async () => {
    const audit = await plannedAudit();
    const report = await completedSiteReport(me, audit.id);
    const md = (await exported(report.id, 'md')).raw.toString('utf8');
    expect(md).toContain('**DRAFT: not approved.**');
    expect(md).toMatch(/- \*\*Report number:\*\* R-\d{8}-[0-9A-F]{6}/);
    for (const line of [
      '- **Auditee:** Harbour Research Site',
      '- **Auditee address:** 12 Harbour Road, Portugal',
      '- **Study:** Harbour phase III (Phase III)',
      '- **Protocol:** HRB-301',
      '- **Scope:** Consent and safety reporting',
      '- **Mode:** On-site',
      '- **Planned dates:** 2099-03-01 to 2099-03-02',
      '- Dana Contact &lt;dana@harbour.example&gt;, Harbour Research Site',
      '3 findings: 1 critical, 1 high, 1 medium.',
      'CAPA: 2 of 2 not closed.',
      '**Status:** Open; CAPA Open',
    ]) {
      expect(md).toContain(line);
    }

    const pdf = (await exported(report.id, 'pdf')).raw;
    const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    for (let i = 1; i <= doc.numPages; i++) {
      const lines = (await (await doc.getPage(i)).getTextContent()).items.map((item) =>
        'str' in item ? item.str : '',
      );
      expect(lines).toContain(`Page ${i} of ${doc.numPages}`);
      expect(lines).toContain('DRAFT');
    }
  });
});
