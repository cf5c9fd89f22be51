import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_PER_RECORD,
  EVIDENCE_MESSAGES,
  evidenceMismatch,
  type EvidenceType,
} from '@cq/shared/evidence/rules';
import { TEMPLATE_MESSAGES } from '@cq/shared/templates/rules';
import { acceptSigningStatement, asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { PNG_1PX } from '../../test/images';
import { completedSiteReport } from '../../test/reportFixtures';
import { useUserPool } from '../../test/userPool';
import { store } from '../data/core/store';
import { evidenceOfReport } from '../data/evidence/evidence';
import { listOutbox } from '../data/ops/outbox';
import { readTrail, verifyChain } from '../data/trail/trail';
import {
  LOCAL_EVIDENCE_PATH,
  verifyLocalEvidenceDownload,
  verifyLocalEvidenceUpload,
  writeLocalEvidenceUpload,
} from '../services/evidenceStorage';
import '../data/evidence/evidence.entity';

useTestTable();

const account = { email: 'evidence@example.com', password: 'Evidence-Passw0rd!', firstName: 'Eve', lastName: 'Dence' };
useUserPool([account]);
const me: Caller = { sub: 'evidence-owner', email: account.email, givenName: 'Eve', familyName: 'Dence' };
const stranger: Caller = { sub: 'evidence-stranger', email: 'stranger@example.com' };

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A ZIP of stored (uncompressed) entries: enough for an Office Open XML package. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main" ContentType="application/vnd.openxmlformats-officedocument.${main}"/></Types>`;

/** One small real file of each accepted kind, named as a person would name it. */
const FILES: Array<[string, EvidenceType, Buffer]> = [
  ['consent-log.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')],
  ['ward.png', 'image/png', PNG_1PX],
  [
    'fridge.jpg',
    'image/jpeg',
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]),
  ],
  [
    'label.webp',
    'image/webp',
    Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14, 1)]),
  ],
  [
    'note-to-file.docx',
    DOCX,
    zip({
      '[Content_Types].xml': contentTypes('wordprocessingml.document.main+xml'),
      'word/document.xml': '<w:document/>',
    }),
  ],
  [
    'accountability.xlsx',
    XLSX,
    zip({ '[Content_Types].xml': contentTypes('spreadsheetml.sheet.main+xml'), 'xl/workbook.xml': '<workbook/>' }),
  ],
  ['temperatures.csv', 'text/csv', Buffer.from('date,min,max\n2026-11-02,2.1,7.9\n')],
  ['interview.txt', 'text/plain', Buffer.from('Spoke with the study nurse about the déviation log.\n')],
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Target = Record<string, string>;

async function start(target: Target, name: string, type: string, size: number, caller = me) {
  return invoke('POST', '/api/evidence/uploads', { caller, body: { target, name, size, type } });
}

/** Starts an upload, PUTs the bytes where its URL points (as the local server does), completes it. */
async function attach(target: Target, name: string, type: string, bytes: Buffer, caller = me) {
  const ticket = await start(target, name, type, bytes.length, caller);
  expect(ticket.status, JSON.stringify(ticket.json)).toBe(201);
  const id = ticket.json!.id as string;
  const url = new URL(ticket.json!.url as string, 'http://local');
  expect(url.pathname).toBe(`${LOCAL_EVIDENCE_PATH}/${id}`);
  expect(verifyLocalEvidenceUpload(id, url.searchParams)).toEqual({ size: bytes.length });
  await writeLocalEvidenceUpload(id, bytes);
  return { id, res: await invoke('POST', `/api/evidence/uploads/${id}/complete`, { caller }) };
}

/** The bytes a download link opens (the local server's side of the link). */
async function downloaded(id: string, caller = me) {
  const res = await invoke('GET', `/api/evidence/${id}/download`, { caller });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const url = new URL(res.json!.url as string, 'http://local');
  const link = verifyLocalEvidenceDownload(id, url.searchParams);
  expect(link).not.toBeNull();
  return { ...link!, bytes: fs.readFileSync(link!.file) };
}

async function newReport(caller = me) {
  const res = await invoke('POST', '/api/audit-reports', {
    caller,
    body: { type: 'gcp_site_audit', title: `Evidence audit ${randomUUID().slice(0, 6)}` },
  });
  expect(res.status).toBe(201);
  return res.json! as { id: string; version: number };
}

const answerOf = (reportId: string, questionId = 'site-1') => ({ kind: 'answer', reportId, questionId });

describe('evidence uploads', () => {
  it('accepts each allowed type by its content, records its SHA-256, lists it by question, and trails the add', async () => {
    const report = await newReport();
    for (const [name, type, bytes] of FILES) {
      const { id, res } = await attach(answerOf(report.id, 'site-2'), name, type, bytes);
      expect(res.status, `${name}: ${JSON.stringify(res.json)}`).toBe(201);
      expect(res.json).toMatchObject({
        id,
        target: { kind: 'answer', reportId: report.id, questionId: 'site-2' },
        reportId: report.id,
        name,
        type,
        size: bytes.length,
        sha256: sha256(bytes),
        uploadedBy: me.sub,
        uploaderName: 'Eve Dence',
        superseded: false,
        version: 1,
      });
      const trail = await readTrail('Evidence', id);
      expect(trail.map((e) => [e.action, e.actor])).toEqual([['create', me.sub]]);
      expect(verifyChain(trail)).toBeNull();
      expect((trail[0]!.after as { sha256: string }).sha256).toBe(sha256(bytes));
    }
    const list = await invoke('GET', `/api/audit-reports/${report.id}/evidence`, { caller: me });
    expect(list.status).toBe(200);
    expect((list.json as unknown as Array<{ name: string }>).map((e) => e.name)).toEqual(FILES.map(([n]) => n));
    // Members download it back through a short-lived link, as an attachment under its name; the bytes are equal.
    const first = (list.json as unknown as Array<{ id: string }>)[0]!;
    const back = await downloaded(first.id);
    expect(back).toMatchObject({ name: 'consent-log.pdf', type: 'application/pdf' });
    expect(back.bytes.equals(FILES[0]![2])).toBe(true);
    expect(back.file).toContain(`${'evidence'}`);
    expect(back.file).not.toContain('uploads');
    // The issued report lists each file with its hash and uploader (issue 19, "A report you can issue").
    const md = await invoke('GET', `/api/audit-reports/${report.id}/export`, { caller: me, query: { format: 'md' } });
    expect(md.status).toBe(200);
    const text = md.raw.toString('utf8');
    for (const [name, , bytes] of FILES)
      expect(text).toContain(`${name} (${bytes.length} bytes), SHA-256 ${sha256(bytes)}`);
    expect(text).toContain('by Eve Dence');
  });

  it('refuses bytes that are not what the name says (a renamed .exe, an HTML page named .pdf), and forgets them', async () => {
    const report = await newReport();
    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(64),
      Buffer.from('This program cannot be run in DOS mode'),
    ]);
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const cases: Array<[string, string, Buffer, string]> = [
      ['report.pdf', 'application/pdf', exe, evidenceMismatch('application/pdf', null)],
      ['notes.txt', 'text/plain', exe, evidenceMismatch('text/plain', null)],
      ['protocol.pdf', 'application/pdf', html, evidenceMismatch('application/pdf', null)],
      ['photo.jpg', 'image/jpeg', PNG_1PX, evidenceMismatch('image/jpeg', 'image/png')],
      ['sheet.xlsx', XLSX, zip({ 'readme.txt': 'a plain zip' }), evidenceMismatch(XLSX, null)],
    ];
    for (const [name, type, bytes, message] of cases) {
      const { id, res } = await attach(answerOf(report.id), name, type, bytes);
      expect(res.status, name).toBe(400);
      expect(res.json!.error).toBe(message);
      // The refused upload is gone: completing again finds nothing.
      expect((await invoke('POST', `/api/evidence/uploads/${id}/complete`, { caller: me })).status).toBe(404);
    }
    expect(evidenceMismatch('application/pdf', null)).toBe(
      "The file's content is not a PDF file. Evidence must be a PDF, PNG, JPEG, WebP, DOCX, XLSX, CSV or TXT file.",
    );
    // A name whose extension is not accepted, or does not match the declared type, is refused before any upload.
    const exeName = await start(answerOf(report.id), 'setup.exe', 'application/pdf', 10);
    expect(exeName.status).toBe(400);
    expect(exeName.json!.fields).toMatchObject({ name: EVIDENCE_MESSAGES.type });
    const unknownType = await start(answerOf(report.id), 'page.html', 'text/html', 10);
    expect(unknownType.status).toBe(400);
    expect(unknownType.json!.fields).toMatchObject({ type: EVIDENCE_MESSAGES.type });
    const list = await invoke('GET', `/api/audit-reports/${report.id}/evidence`, { caller: me });
    expect(list.json).toEqual([]);
  });

  it('caps a file at 25 MB, declared or sent', async () => {
    const report = await newReport();
    const declared = await start(answerOf(report.id), 'scan.pdf', 'application/pdf', EVIDENCE_MAX_BYTES + 1);
    expect(declared.status).toBe(400);
    expect(declared.json!.fields).toMatchObject({ size: 'Files must be at most 25 MB' });
    // More bytes than allowed reaching storage (the signed length stops this at S3; checked again here).
    const ticket = await start(answerOf(report.id), 'scan.pdf', 'application/pdf', 1000);
    const id = ticket.json!.id as string;
    await writeLocalEvidenceUpload(id, Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(EVIDENCE_MAX_BYTES)]));
    const res = await invoke('POST', `/api/evidence/uploads/${id}/complete`, { caller: me });
    expect(res.status).toBe(400);
    expect(res.json!.error).toBe(EVIDENCE_MESSAGES.tooLarge);
    // Completing before any byte arrived says so.
    const early = await start(answerOf(report.id), 'late.pdf', 'application/pdf', 10);
    const waiting = await invoke('POST', `/api/evidence/uploads/${early.json!.id}/complete`, { caller: me });
    expect(waiting.status).toBe(400);
    expect(waiting.json!.error).toBe(EVIDENCE_MESSAGES.notUploaded);
  });

  it('lets a member remove a file before approval (trailed), never after: then it is marked superseded', async () => {
    const done = await completedSiteReport(me);
    const photo = await attach(answerOf(done.id, 'site-5'), 'ward.png', 'image/png', PNG_1PX);
    const kept = await attach(answerOf(done.id, 'site-1'), 'log.csv', 'text/csv', Buffer.from('a,b\n1,2\n'));
    const capaFile = await attach(
      { kind: 'capa', capaId: `${done.id}.site-1` },
      'retraining.pdf',
      'application/pdf',
      FILES[0]![2],
    );
    expect(capaFile.res.status).toBe(201);
    const removed = await invoke('DELETE', `/api/evidence/${photo.id}`, { caller: me });
    expect(removed.status).toBe(200);
    expect((await readTrail('Evidence', photo.id)).map((e) => e.action)).toEqual(['create', 'delete']);
    expect((await invoke('GET', `/api/evidence/${photo.id}/trail`, { caller: me })).json).toMatchObject({
      verified: true,
    });
    expect((await invoke('GET', `/api/evidence/${photo.id}/download`, { caller: me })).status).toBe(404);

    await acceptSigningStatement(me);
    const signed = await invoke('POST', `/api/audit-reports/${done.id}/approve`, {
      caller: me,
      body: { version: done.version, password: account.password, meaning: 'Approved' },
    });
    expect(signed.json).toMatchObject({ status: 'approved' });
    const refused = await invoke('DELETE', `/api/evidence/${kept.id}`, { caller: me });
    expect(refused.status).toBe(409);
    expect(refused.json!.error).toBe(EVIDENCE_MESSAGES.removalLocked);
    expect((await invoke('DELETE', `/api/evidence/${capaFile.id}`, { caller: me })).status).toBe(409);
    // An approved report's answers take no new file.
    const late = await start(answerOf(done.id), 'late.png', 'image/png', PNG_1PX.length);
    expect(late.status).toBe(409);
    expect(late.json!.error).toBe(EVIDENCE_MESSAGES.reportApproved);
    // A superseded file is marked, kept, listed and downloadable.
    const marked = await invoke('PATCH', `/api/evidence/${kept.id}`, {
      caller: me,
      body: { version: 1, superseded: true, reason: 'Replaced by the corrected export' },
    });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ superseded: true, supersededBy: me.sub, version: 2 });
    expect((await readTrail('Evidence', kept.id)).map((e) => [e.action, e.reason])).toEqual([
      ['create', undefined],
      ['supersede', 'Replaced by the corrected export'],
    ]);
    expect((await downloaded(kept.id)).bytes.toString()).toBe('a,b\n1,2\n');
    // The issued report's list: the answer's and the CAPA's files, with their hashes.
    expect(await evidenceOfReport(me.sub, done.id)).toEqual([
      expect.objectContaining({ questionId: 'site-1', name: 'log.csv', superseded: true, uploadedBy: 'Eve Dence' }),
      expect.objectContaining({ findingId: `${done.id}.site-1`, name: 'retraining.pdf', sha256: sha256(FILES[0]![2]) }),
    ]);
  });

  it('keeps files of a finding and of an audit plan on their records', async () => {
    const audit = (await invoke('POST', '/api/audits', { caller: me, body: { title: 'Plan audit', type: 'pharmacy' } }))
      .json!;
    const plan = await attach({ kind: 'audit', auditId: audit.id }, 'agenda.docx', DOCX, FILES[4]![2]);
    expect(plan.res.status).toBe(201);
    const finding = (
      await invoke('POST', `/api/audits/${audit.id}/findings`, {
        caller: me,
        body: { title: 'Fridge', severity: 'high' },
      })
    ).json!;
    const photo = await attach({ kind: 'finding', findingId: finding.id }, 'fridge.jpg', 'image/jpeg', FILES[2]![2]);
    expect(photo.res.status).toBe(201);
    const names = async (path: string) =>
      ((await invoke('GET', path, { caller: me })).json as unknown as Array<{ name: string }>).map((e) => e.name);
    expect(await names(`/api/audits/${audit.id}/evidence`)).toEqual(['agenda.docx']);
    expect(await names(`/api/findings/${finding.id}/evidence`)).toEqual(['fridge.jpg']);
    // A closed audit keeps its files: cancelled, nothing of it is removed any more.
    const cancelled = await invoke('PATCH', `/api/audits/${audit.id}`, {
      caller: me,
      body: { version: audit.version, status: 'cancelled', reason: 'Site closed' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    const refused = await invoke('DELETE', `/api/evidence/${plan.id}`, { caller: me });
    expect(refused.status).toBe(409);
    expect(refused.json!.error).toBe(EVIDENCE_MESSAGES.removalLocked);
  });

  it('holds at most 200 files on one record', async () => {
    const audit = (await invoke('POST', '/api/audits', { caller: me, body: { title: 'Full plan', type: 'pharmacy' } }))
      .json!;
    const now = new Date().toISOString();
    // 200 files written as the completion writes them (the uploads themselves are covered above).
    await store()
      .evidenceFile.put(
        Array.from({ length: EVIDENCE_MAX_PER_RECORD }, (_, n) => ({
          workspaceId: me.sub,
          id: `quota-${String(n).padStart(3, '0')}`,
          targetKind: 'audit' as const,
          recordKey: `AUDIT#${audit.id}`,
          recordId: audit.id,
          auditId: audit.id,
          name: `page-${n}.txt`,
          size: 1,
          fileType: 'text/plain' as const,
          sha256: sha256(Buffer.from('x')),
          storageKey: `quota-${n}`,
          uploadedBy: me.sub,
          uploaderName: 'Eve Dence',
          superseded: false,
          createdAt: now,
          updatedAt: now,
          version: 1,
        })),
      )
      .go();
    const full = await start({ kind: 'audit', auditId: audit.id }, 'one-more.txt', 'text/plain', 3);
    expect(full.status).toBe(403);
    expect(full.json!.error).toBe('A record holds at most 200 evidence files');
  });

  it('answers 404 for another workspace’s records and files', async () => {
    const report = await newReport();
    const { id } = await attach(answerOf(report.id), 'ward.png', 'image/png', PNG_1PX);
    for (const [method, path] of [
      ['GET', `/api/audit-reports/${report.id}/evidence`],
      ['GET', `/api/evidence/${id}/download`],
      ['GET', `/api/evidence/${id}/trail`],
      ['DELETE', `/api/evidence/${id}`],
    ] as const) {
      expect((await invoke(method, path, { caller: stranger })).status, `${method} ${path}`).toBe(404);
    }
    expect((await start(answerOf(report.id), 'x.png', 'image/png', 10, stranger)).status).toBe(404);
    const mine = await start(answerOf(report.id), 'x.png', 'image/png', PNG_1PX.length);
    expect((await invoke('POST', `/api/evidence/uploads/${mine.json!.id}/complete`, { caller: stranger })).status).toBe(
      404,
    );
    // A question the report does not have.
    expect((await start(answerOf(report.id, 'nope'), 'x.png', 'image/png', 10)).status).toBe(404);
  });

  it('lets a viewer list and download, but not upload (403)', async () => {
    const owner: Caller = { sub: 'evidence-org-owner', email: 'evidence-org-owner@example.com' };
    const viewer: Caller = { sub: 'evidence-viewer', email: 'evidence-viewer@example.com' };
    await asProUser(owner);
    await invoke('GET', '/api/auth/user', { caller: viewer });
    const org = (await invoke('POST', '/api/orgs', { caller: owner, body: { name: 'Evidence org' } })).json!;
    await invoke('POST', `/api/orgs/${org.id}/invitations`, {
      caller: owner,
      body: { email: viewer.email, role: 'viewer' },
    });
    const token = (await listOutbox(100))
      .find((m) => m.to.includes(viewer.email))!
      .text.match(/\/invitations\/(\S+)/)![1];
    expect((await invoke('POST', '/api/invitations/accept', { caller: viewer, body: { token } })).status).toBe(200);
    const headers = { 'x-workspace-id': org.id as string };
    const report = (
      await invoke('POST', '/api/audit-reports', {
        caller: owner,
        headers,
        body: { type: 'gcp_site_audit', title: 'Org audit' },
      })
    ).json!;
    const ticket = await invoke('POST', '/api/evidence/uploads', {
      caller: owner,
      headers,
      body: { target: answerOf(report.id), name: 'ward.png', size: PNG_1PX.length, type: 'image/png' },
    });
    await writeLocalEvidenceUpload(ticket.json!.id, PNG_1PX);
    const file = await invoke('POST', `/api/evidence/uploads/${ticket.json!.id}/complete`, { caller: owner, headers });
    expect(file.status).toBe(201);
    const refused = await invoke('POST', '/api/evidence/uploads', {
      caller: viewer,
      headers,
      body: { target: answerOf(report.id), name: 'ward.png', size: PNG_1PX.length, type: 'image/png' },
    });
    expect(refused.status).toBe(403);
    expect((await invoke('DELETE', `/api/evidence/${file.json!.id}`, { caller: viewer, headers })).status).toBe(403);
    expect((await invoke('GET', `/api/audit-reports/${report.id}/evidence`, { caller: viewer, headers })).status).toBe(
      200,
    );
    expect((await invoke('GET', `/api/evidence/${file.json!.id}/download`, { caller: viewer, headers })).status).toBe(
      200,
    );
  });
});

describe('evidence-required questions', () => {
  it('refuse a non-compliant answer with neither file nor note, and accept it with a file', async () => {
    const template = (
      await invoke('POST', '/api/report-templates', {
        caller: me,
        body: {
          name: 'Evidence template',
          type: 'gcp_site_audit',
          questions: [
            {
              question: 'Is the fridge log complete?',
              category: 'IP accountability',
              priority: 'high',
              evidenceRequired: true,
            },
          ],
        },
      })
    ).json!;
    expect(
      (await invoke('POST', `/api/report-templates/${template.id}/versions`, { caller: me, body: { version: 1 } }))
        .status,
    ).toBe(201);
    const report = (
      await invoke('POST', '/api/audit-reports', {
        caller: me,
        body: { templateId: template.id, title: 'Fridge check' },
      })
    ).json!;
    const answer = (version: number, notes?: string) =>
      invoke('PUT', `/api/audit-reports/${report.id}/responses`, {
        caller: me,
        body: { version, responses: [{ questionId: 'q1', response: 'non_compliant', ...(notes ? { notes } : {}) }] },
      });
    const bare = await answer(1);
    expect(bare.status).toBe(400);
    expect(bare.json).toMatchObject({ error: TEMPLATE_MESSAGES.evidenceNote });
    expect(TEMPLATE_MESSAGES.evidenceNote).toBe(
      'Evidence is required for this question: attach a file or add a note saying why it is non-compliant.',
    );
    const { res } = await attach(answerOf(report.id, 'q1'), 'fridge-log.png', 'image/png', PNG_1PX);
    expect(res.status).toBe(201);
    const withFile = await answer(1);
    expect(withFile.status, JSON.stringify(withFile.json)).toBe(200);
    // A note alone still satisfies it (the existing rule).
    expect((await answer(withFile.json!.version as number, 'Photographs not allowed on the ward.')).status).toBe(200);
  });
});
