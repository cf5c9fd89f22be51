import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { routeKey, type RouteDef } from '@cq/shared';
import { contract, type RouteContract } from '@cq/shared/contract';
import { putErrorLog } from '../src/data/ops/errorLogs';
import { createJob, putJob } from '../src/data/leads/jobs';
import { putContactMessage } from '../src/data/leads/leads';
import { listOutbox } from '../src/data/ops/outbox';
import { writeLocalUpload } from '../src/services/mediaStorage';
import { writeLocalEvidenceUpload } from '../src/services/evidenceStorage';
import { seedSops } from '../src/library/seedSops';
import { sopVersions } from '../src/data/library/sops';
import { learningStandings, recordAttempt } from '../src/data/learning/progress';
import { PNG_1PX } from './images';
import { invoke, type Caller } from './harness';

/**
 * Test fixtures shared by the owner matrix (ownership.test.ts), the authorization matrix and the fuzzing: one
 * record of each collection that a `{id}` route names, and a valid body for every route that takes one, so a
 * refusal in those tests can only come from who is asking, never from validation.
 *
 * A new `{id}` collection or a new route with a body fails those tests until it has a fixture here.
 */

/** A record made by its owner, and a way to read back everything the owner sees of it. */
export interface Owned {
  id: string;
  /** Values for a route's other path parameters (`{userId}`), by name; unnamed ones take `id`. */
  params?: Record<string, string>;
  snapshot: () => Promise<unknown>;
}

/** A route's concrete path for a fixture record. */
export const pathFor = (template: string, owned: Owned) =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(owned.params?.[name] ?? owned.id));

/** A fresh client address, so a fixture's own writes never meet a rate limit meant for people. */
const fixtureIp = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

const read = (caller: Caller, path: string) => async () => (await invoke('GET', path, { caller })).json;

export async function newAudit(caller: Caller, title = 'Owned audit'): Promise<string> {
  const res = await invoke('POST', '/api/audits', { caller, body: { title, type: 'pharmacy' } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json!.id as string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** How to make one record of each collection as `caller`, keyed by the path before `/{id}`. */
export const collections: Record<string, (caller: Caller) => Promise<Owned>> = {
  // A record's trail export names the record by type and id: an audit's.
  '/api/trail/records': async (caller) => {
    const id = await newAudit(caller);
    return { id, params: { type: 'audit' }, snapshot: read(caller, `/api/audits/${id}/trail`) };
  },
  '/api/audits': async (caller) => {
    const id = await newAudit(caller);
    return {
      id,
      snapshot: async () => [
        await read(caller, `/api/audits/${id}`)(),
        await read(caller, `/api/audits/${id}/findings`)(),
      ],
    };
  },
  '/api/findings': async (caller) => {
    const auditId = await newAudit(caller);
    const res = await invoke('POST', `/api/audits/${auditId}/findings`, {
      caller,
      body: { title: 'Owned finding', severity: 'high' },
    });
    expect(res.status).toBe(201);
    return { id: res.json!.id as string, snapshot: read(caller, `/api/audits/${auditId}/findings`) };
  },
  '/api/audit-reports': async (caller) => {
    const res = await invoke('POST', '/api/audit-reports', {
      caller,
      body: { type: 'vendor_audit', title: 'Owned report' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const id = res.json!.id as string;
    return { id, snapshot: read(caller, `/api/audit-reports/${id}`) };
  },
  /** CAPA records come from completing a report with a finding that needs one. */
  '/api/capas': async (caller) => {
    const made = await invoke('POST', '/api/audit-reports', {
      caller,
      body: { type: 'vendor_audit', title: 'Report with CAPA' },
    });
    const id = made.json!.id as string;
    let version = (
      await invoke('PUT', `/api/audit-reports/${id}/responses`, {
        caller,
        body: {
          version: 1,
          // Every item answered (a report completes only then); one non-compliant answer makes one CAPA.
          responses: [1, 2, 3, 4, 5].map((n) => ({
            questionId: `vendor-${n}`,
            response: n === 1 ? 'non_compliant' : 'compliant',
          })),
        },
      })
    ).json!.version as number;
    for (const status of ['review', 'completed']) {
      version = (await invoke('PATCH', `/api/audit-reports/${id}`, { caller, body: { version, status } })).json!
        .version as number;
    }
    const capas = (await invoke('GET', `/api/audit-reports/${id}/capas`, { caller })).json as Array<{ id: string }>;
    expect(capas).toHaveLength(1);
    return { id: capas[0]!.id, snapshot: read(caller, `/api/audit-reports/${id}/capas`) };
  },
  /** Jobs are public records; staff make them (no route yet), so the fixture writes one directly. */
  '/api/careers': async () => {
    const id = randomUUID();
    await putJob({
      id,
      title: 'Fixture role',
      level: 'Mid-level',
      department: 'Quality Assurance',
      location: 'Remote (US)',
      type: 'Full-time',
      summary: 'A role made by the test fixtures.',
      responsibilities: ['Audit'],
      qualifications: ['GCP'],
      niceToHaves: [],
      postedAt: new Date().toISOString(),
      isActive: true,
    });
    return { id, snapshot: async () => (await invoke('GET', `/api/careers/${id}`)).json };
  },
  /** Content posts are staff records: a fixture editor writes one (anyone's `caller` is not an editor). */
  '/api/content-posts': async () => {
    const id = await newPost(false);
    return {
      id,
      snapshot: async () => (await invoke('GET', `/api/content-posts/${id}`, { caller: fixtureEditor })).json,
    };
  },
  /** An image upload started by the fixture editor, its bytes already sent, waiting to be completed. */
  '/api/media/uploads': async () => {
    const id = await newUpload();
    return { id, snapshot: async () => (await invoke('GET', '/api/media', { caller: fixtureEditor })).json };
  },
  '/api/media': async () => {
    const uploadId = await newUpload();
    const res = await invoke('POST', `/api/media/uploads/${uploadId}/complete`, { caller: fixtureEditor });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return { id: uploadId, snapshot: async () => (await invoke('GET', '/api/media', { caller: fixtureEditor })).json };
  },
  /** The public post routes take a slug: a published post's. */
  '/api/posts': () => publishedSlug(false),
  /** The briefings routes take a published briefing's slug (issue 22); only subscribers read them. */
  '/api/briefings': () => publishedSlug(true),
};

collections['/api/auditees'] = async (caller) => {
  const res = await invoke('POST', '/api/auditees', { caller, body: { name: 'Owned auditee', kind: 'vendor' } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json!.id as string;
  return { id, snapshot: read(caller, `/api/auditees/${id}`) };
};
/** A member's calendar feed: the `{file}` is the feed's own `<token>.ics` (the token is its only key). */
collections['/api/calendar'] = async (caller) => {
  const res = await invoke('POST', '/api/calendar/feed', { caller, sourceIp: fixtureIp() });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const file = (res.json!.url as string).split('/').pop()!;
  return { id: file, snapshot: async () => (await invoke('GET', `/api/calendar/${file}`)).raw.toString('utf8') };
};
/** Analytics are no record: the "record" is a series of the caller's workspace, with one audit in it. */
collections['/api/analytics'] = async (caller) => {
  await newAudit(caller);
  const query = validQueries['GET /api/analytics/{series}'];
  return {
    id: 'programme',
    snapshot: async () => (await invoke('GET', '/api/analytics/programme', { caller, query })).json,
  };
};
collections['/api/studies'] = async (caller) => {
  const res = await invoke('POST', '/api/studies', {
    caller,
    body: { protocolNumber: `OWN-${randomUUID().slice(0, 8)}`, title: 'Owned study', phase: 'phase-2' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json!.id as string;
  return { id, snapshot: read(caller, `/api/studies/${id}`) };
};

/** A checklist template body (issue 19): one question, the built-in grading. */
export const fixtureTemplate = (name = 'Owned template') => ({
  name,
  type: 'vendor_audit',
  questions: [{ question: 'Is the quality manual current?', category: 'Quality Management', priority: 'high' }],
});
collections['/api/report-templates'] = async (caller) => {
  const res = await invoke('POST', '/api/report-templates', { caller, body: fixtureTemplate() });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json!.id as string;
  return { id, snapshot: read(caller, `/api/report-templates/${id}`) };
};

/** An API key of the caller's workspace (the matrices' owners are on Pro). */
collections['/api/api-keys'] = async (caller) => {
  const res = await invoke('POST', '/api/api-keys', { caller, body: { name: 'Owned key', role: 'viewer' } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { id: res.json!.id as string, snapshot: read(caller, '/api/api-keys') };
};

/**
 * A webhook endpoint of the caller's workspace (Pro, like keys). A workspace keeps at most 10 and the matrices
 * make one per route and role: the oldest goes first when the workspace is full.
 */
collections['/api/webhooks'] = async (caller) => {
  const listed = (await invoke('GET', '/api/webhooks', { caller })).json as unknown as Array<{ id: string }>;
  if (listed.length >= 9) await invoke('DELETE', `/api/webhooks/${listed[0]!.id}`, { caller });
  const res = await invoke('POST', '/api/webhooks', {
    caller,
    body: { url: 'https://hooks.example.com/owned', events: ['audit.created'] },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { id: res.json!.id as string, snapshot: read(caller, '/api/webhooks') };
};

/** A user for the admin's role route: the caller's own profile, made as a first sign-in makes it. */
/** An organisation the caller owns, with a second member (joined through an invitation) and a pending invitation. */
collections['/api/orgs'] = async (caller) => {
  const org = await invoke('POST', '/api/orgs', { caller, body: { name: 'Owned org' }, sourceIp: fixtureIp() });
  expect(org.status, JSON.stringify(org.json)).toBe(201);
  const id = org.json!.id as string;
  const invite = async (email: string) => {
    const res = await invoke('POST', `/api/orgs/${id}/invitations`, {
      caller,
      body: { email, role: 'auditor' },
      sourceIp: fixtureIp(),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json!.id as string;
  };
  const member: Caller = { sub: `member-${randomUUID()}`, email: `member-${randomUUID()}@example.com` };
  await invite(member.email);
  const mail = (await listOutbox(50)).find((m) => m.to.includes(member.email));
  const token = mail?.text.match(/\/invitations\/(\S+)/)?.[1];
  const joined = await invoke('POST', '/api/invitations/accept', { caller: member, body: { token } });
  expect(joined.status, JSON.stringify(joined.json)).toBe(200);
  const invitationId = await invite(`pending-${randomUUID()}@example.com`);
  return {
    id,
    params: { userId: member.sub, invitationId },
    snapshot: async () => [
      await read(caller, `/api/orgs/${id}`)(),
      await read(caller, `/api/orgs/${id}/members`)(),
      await read(caller, `/api/orgs/${id}/invitations`)(),
    ],
  };
};

collections['/api/admin/users'] = async (caller) => {
  const res = await invoke('GET', '/api/auth/user', { caller });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { id: caller.sub, snapshot: read(caller, '/api/auth/user') };
};
/** Staff records (error logs, leads, job posts) come from the public forms or staff: written directly. */
collections['/api/admin/error-logs'] = async () => {
  const { id } = await putErrorLog({ error_type: 'component', error_message: 'Fixture error' }, '192.0.2.1');
  return {
    id,
    snapshot: async () => (await invoke('GET', `/api/admin/error-logs/${id}`, { caller: fixtureAdmin })).json,
  };
};
collections['/api/admin/leads'] = async () => {
  const { id } = await putContactMessage(
    { name: 'Fixture Lead', email: 'lead@example.com', message: 'A message long enough to pass validation.' },
    '192.0.2.1',
  );
  return {
    id,
    snapshot: async () => (await invoke('GET', '/api/admin/leads', { caller: fixtureAdmin })).json,
  };
};
collections['/api/admin/jobs'] = async () => {
  const { id } = await createJob(
    { ...fixtureJob(), summary: 'A role made by the test fixtures.' },
    true,
    'fixture-admin',
  );
  return { id, snapshot: async () => (await invoke('GET', '/api/admin/jobs', { caller: fixtureAdmin })).json };
};

/** An evidence upload on a fresh audit of the caller's, its bytes (a PNG) already PUT: ready to complete. */
async function evidenceUpload(caller: Caller) {
  const auditId = await newAudit(caller, 'Evidence fixture');
  const res = await invoke('POST', '/api/evidence/uploads', {
    caller,
    body: { target: { kind: 'audit', auditId }, name: 'fixture.png', size: PNG_1PX.length, type: 'image/png' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  await writeLocalEvidenceUpload(res.json!.id as string, PNG_1PX);
  return { uploadId: res.json!.id as string, snapshot: read(caller, `/api/audits/${auditId}/evidence`) };
}
collections['/api/evidence/uploads'] = async (caller) => {
  const { uploadId, snapshot } = await evidenceUpload(caller);
  return { id: uploadId, snapshot };
};
collections['/api/evidence'] = async (caller) => {
  const { uploadId, snapshot } = await evidenceUpload(caller);
  const done = await invoke('POST', `/api/evidence/uploads/${uploadId}/complete`, { caller });
  expect(done.status, JSON.stringify(done.json)).toBe(201);
  return { id: uploadId, snapshot };
};

/** The admin the staff fixtures read as. */
export const fixtureAdmin: Caller = { sub: 'fixture-admin', email: 'fixture-admin@example.com', groups: ['admin'] };

const fixtureJob = () => ({
  title: 'Fixture role',
  level: 'Mid-level',
  department: 'Quality Assurance',
  location: 'Remote (US)',
  type: 'Full-time',
  responsibilities: ['Audit'],
  qualifications: ['GCP'],
  niceToHaves: [],
});

/** A Checkout Session (public: anyone holding its id may read its outcome); needs the Stripe stand-in. */
collections['/api/checkout/session'] = async () => {
  const res = await invoke('POST', '/api/stripe/checkout', { body: { product: 'sop', interval: 'month' } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const id = new URL((res.json as { url: string }).url).pathname.split('/').pop()!;
  return { id, snapshot: async () => (await invoke('GET', `/api/checkout/session/${id}`)).json };
};

/** A library SOP (shared content of the SOP Library, seeded once; nobody owns it). */
collections['/api/library/sops'] = async () => {
  await seedSops();
  const id = 'sop-informed-consent';
  return { id, snapshot: async () => (await sopVersions(id)).map((v) => [v.version, v.status]) };
};

/**
 * A staff SOP: a fresh draft 1.0 written by the fixture editor (`{seq}` 1), so a body with rev 1 is valid on it.
 * The approve body's empty password is refused (400) after the role check, like the trail review's.
 */
collections['/api/cms/sops'] = async () => {
  const res = await invoke('POST', '/api/cms/sops', {
    caller: fixtureEditor,
    body: { ...fixtureSop(), title: `Fixture SOP ${randomUUID()}` },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json!.sopId as string;
  return {
    id,
    params: { seq: '1' },
    snapshot: async () => (await invoke('GET', `/api/cms/sops/${id}`, { caller: fixtureEditor })).json,
  };
};

export const fixtureSop = () => ({
  code: 'SOP-FX-001',
  title: 'Fixture SOP',
  area: 'deviations',
  summary: 'An SOP made by the test fixtures.',
  body: {
    purpose: 'A purpose.',
    scope: 'A scope.',
    responsibilities: [],
    procedure: [{ heading: 'Steps', steps: ['One step.'] }],
    records: [],
    references: [],
    revisionHistory: [],
  },
});

/** A Learning Hub course and one of its lessons (shared content; the caller's progress is theirs). */
collections['/api/courses'] = async (caller) => ({
  id: 'ich-e6-r3-essentials',
  params: { lessonId: 'structure-and-principles' },
  snapshot: async () => [...(await learningStandings(caller.sub)).values()],
});

/** A certificate issued to the caller, as a passing attempt issues it (its code names it). */
async function fixtureCertificate(caller: Caller) {
  const code = `FX${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`.replace(/(.{4})(?!$)/g, '$1-');
  const attempt = { score: 100, passed: true, answers: {} };
  const at = new Date().toISOString();
  await recordAttempt(caller.sub, `fixture-${randomUUID()}`, attempt, at, { code, name: 'Fixture', course: 'F' });
  return { id: code, snapshot: async () => (await invoke('GET', `/api/certificates/${code}`)).json };
}
collections['/api/me/certificates'] = fixtureCertificate;
collections['/api/certificates'] = fixtureCertificate;

/** The editor the CMS fixtures write as. */
export const fixtureEditor: Caller = { sub: 'fixture-editor', email: 'fixture-editor@example.com', groups: ['editor'] };

export const validPost = () => ({
  title: 'Fixture post',
  excerpt: 'A post made by the test fixtures.',
  category: 'best-practices',
  content: 'A short post body.',
  published: false,
  tags: ['fixture'],
});

async function newPost(published: boolean, briefing = false): Promise<string> {
  const res = await invoke('POST', '/api/content-posts', {
    caller: fixtureEditor,
    body: { ...validPost(), published, briefing },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json!.id as string;
}

/** A published post's (or briefing's) slug, as the slug routes take it, and the public list as its snapshot. */
async function publishedSlug(briefing: boolean) {
  const id = await newPost(true, briefing);
  const post = await invoke('GET', `/api/content-posts/${id}`, { caller: fixtureEditor });
  const slug = (post.json as { slug: string }).slug;
  return { id: slug, snapshot: async () => (await invoke('GET', '/api/posts')).json };
}

/** Starts an upload and sends a real PNG to its URL as the local server would store it. */
async function newUpload(): Promise<string> {
  const res = await invoke('POST', '/api/media/uploads', {
    caller: fixtureEditor,
    body: { fileName: 'fixture.png', size: PNG_1PX.length },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  await writeLocalUpload(res.json!.id as string, PNG_1PX);
  return res.json!.id as string;
}

/** The `collections` key of a route with path parameters: its path before the first one (null without any). */
export const collectionOf = (path: string): string | null => {
  const at = path.indexOf('/{');
  return at === -1 ? null : path.slice(0, at);
};

/** What a body fixture may use: the caller (absent for anonymous requests). */
export interface BodyContext {
  caller?: Caller;
}

/**
 * A valid body for every route that takes one. Bodies of `{id}` routes are valid on a record fresh from its
 * fixture (version 1), so the owner's request succeeds and anyone else's can only fail on ownership.
 */
export const validBodies: Record<string, (ctx: BodyContext) => unknown> = {
  'POST /api/error-logs': () => ({ error_type: 'component', error_message: 'Fixture error' }),
  'POST /api/contact-messages': () => ({
    name: 'Fixture Visitor',
    email: 'visitor@example.com',
    message: 'A message long enough to pass validation.',
  }),
  'POST /api/consultation-requests': () => ({
    full_name: 'Fixture Sponsor',
    company_name: 'Fixture Pharma',
    role: 'QA Lead',
    email: 'sponsor@example.com',
    trial_phase: 'phase-2',
    scope: 'A scope long enough to pass validation.',
    preferred_date: '2031-01-15',
    urgency: 'standard',
  }),
  'POST /api/newsletter-subscriptions': () => ({ email: `reader-${randomUUID().slice(0, 8)}@example.com` }),
  'POST /api/careers/apply': () => ({
    full_name: 'Fixture Applicant',
    email: 'applicant@example.com',
    resume_url: 'https://example.com/resume.pdf',
    cover_letter: 'I would like to join the team.',
    consent: true,
  }),
  'POST /api/stripe/checkout': () => ({ product: 'sop', interval: 'month' }),
  'POST /api/checkout/session': () => ({ priceId: 'professional-monthly' }),
  'POST /api/billing/checkout': () => ({ product: 'sop', interval: 'month' }),
  'PATCH /api/billing/subscription': () => ({ cancelAtPeriodEnd: true }),
  'POST /api/audits': () => ({ title: 'Fixture audit', type: 'pharmacy' }),
  'PATCH /api/audits/{id}': () => ({ version: 1, title: 'Taken over', status: 'cancelled', reason: 'Taken over' }),
  'POST /api/audits/{id}/findings': () => ({ title: 'Planted finding', severity: 'low' }),
  'PATCH /api/findings/{id}': () => ({ version: 1, status: 'closed', resolution: 'Closed by someone else' }),
  'POST /api/audit-reports': () => ({ type: 'gcp_site_audit', title: 'Fixture report' }),
  'PATCH /api/audit-reports/{id}': () => ({ version: 1, title: 'Taken over' }),
  'PUT /api/audit-reports/{id}/responses': () => ({
    version: 1,
    responses: [{ questionId: 'vendor-1', response: 'compliant' }],
  }),
  'POST /api/audit-reports/{id}/approve': () => ({ version: 1, password: 'irrelevant', meaning: 'Approved' }),
  'PATCH /api/capas/{id}': () => ({ version: 1, status: 'in_progress', rootCause: 'Taken over' }),
  'POST /api/capas/{id}/effectiveness-checks': () => ({
    version: 1,
    method: 'Taken over',
    result: 'effective',
    notes: 'Taken over',
  }),
  'POST /api/auditees': () => ({ name: 'Fixture auditee', kind: 'site' }),
  'POST /api/api-keys': () => ({ name: 'Fixture key', role: 'viewer' }),
  'POST /api/webhooks': () => ({ url: 'https://hooks.example.com/fixture', events: ['audit.created'] }),
  'PATCH /api/auditees/{id}': () => ({ version: 1, name: 'Taken over', status: 'inactive', reason: 'Taken over' }),
  'POST /api/studies': () => ({
    protocolNumber: `FIX-${randomUUID().slice(0, 8)}`,
    title: 'Fixture study',
    phase: 'phase-1',
  }),
  'PATCH /api/studies/{id}': () => ({ version: 1, title: 'Taken over', reason: 'Taken over' }),
  // No user pool here, so no password can pass: an empty one is refused (400) after the role check, which is
  // what the matrices look at; functions/src/trail/handler.test.ts signs with a real one.
  'POST /api/trail/reviews': () => ({ from: today(), to: today(), result: 'no_issues', password: '' }),
  'POST /api/report-templates': () => fixtureTemplate('Fixture template'),
  'PATCH /api/report-templates/{id}': () => ({ version: 1, name: 'Taken over' }),
  'POST /api/report-templates/{id}/versions': () => ({ version: 1 }),
  'POST /api/orgs': () => ({ name: 'Fixture organisation' }),
  'PATCH /api/orgs/{id}': () => ({ name: 'Taken over' }),
  'POST /api/courses/{id}/quiz': () => ({ answers: { q1: 'a' } }),
  'POST /api/mock-inspections': () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return { site: 'Fixture site', earliest: day(7), latest: day(30), scope: 'Fixture scope', inspectionType: 'other' };
  },
  'PATCH /api/orgs/{id}/members/{userId}': () => ({ role: 'reviewer', reason: 'Fixture role change' }),
  'POST /api/orgs/{id}/invitations': () => ({ email: `fixture-${randomUUID()}@example.com`, role: 'viewer' }),
  /** A well-formed token of no invitation: every caller hears 404. */
  'POST /api/invitations/preview': () => ({ token: 'org_fixture~00000000-0000-7000-8000-000000000000~secret' }),
  'POST /api/invitations/accept': () => ({ token: 'org_fixture~00000000-0000-7000-8000-000000000000~secret' }),
  'POST /api/quala/chat': () => ({ prompt: 'When must an investigator report a serious adverse event?' }),
  'POST /api/content-posts': () => validPost(),
  'PUT /api/content-posts/{id}': () => ({ ...validPost(), title: 'Taken over', published: true, version: 1 }),
  'POST /api/media/uploads': () => ({ fileName: 'fixture.png', size: PNG_1PX.length, alt: 'A fixture image' }),
  'PATCH /api/media/{id}': () => ({ version: 1, alt: 'Taken over', caption: '' }),
  'POST /api/cms/sops': () => ({ ...fixtureSop(), title: `Fixture SOP ${randomUUID()}` }),
  'POST /api/cms/sops/{id}/versions': () => ({ kind: 'minor' }),
  'PUT /api/cms/sops/{id}/versions/{seq}': () => {
    const { code: _code, ...fields } = fixtureSop();
    return { ...fields, title: 'Taken over', rev: 1 };
  },
  'POST /api/cms/sops/{id}/versions/{seq}/submit': () => ({ rev: 1 }),
  'POST /api/cms/sops/{id}/versions/{seq}/return': () => ({ rev: 1 }),
  'POST /api/cms/sops/{id}/versions/{seq}/approve': () => ({
    rev: 1,
    password: '',
    effectiveDate: '2027-01-01',
    nextReviewDate: '2029-01-01',
  }),
  /** On an audit the caller may make; a caller who may not (a viewer, a stranger) names none: refused first anyway. */
  'POST /api/evidence/uploads': async ({ caller }) => {
    const made = caller
      ? await invoke('POST', '/api/audits', { caller, body: { title: 'Evidence target', type: 'pharmacy' } })
      : null;
    const auditId = made?.status === 201 ? (made.json!.id as string) : 'no-such-audit';
    return { target: { kind: 'audit', auditId }, name: 'fixture.png', size: PNG_1PX.length, type: 'image/png' };
  },
  'PATCH /api/evidence/{id}': () => ({ version: 1, superseded: true, reason: 'Taken over' }),
  'POST /api/admin/users/{id}/roles': () => ({ role: 'editor', action: 'grant', reason: 'Fixture grant' }),
  'POST /api/admin/users/{id}/status': () => ({ active: true, reason: 'Fixture reactivation' }),
  'PATCH /api/admin/error-logs/{id}': () => ({ version: 1, resolved: true, note: 'Fixture resolution' }),
  'PATCH /api/admin/leads/{id}': () => ({ version: 1, status: 'contacted', note: 'Fixture note' }),
  'POST /api/admin/jobs': () => fixtureJob(),
  'PUT /api/admin/jobs/{id}': () => ({ ...fixtureJob(), title: 'Taken over', isActive: false, version: 1 }),
  'POST /api/audits/{id}/response-requests': () => ({
    recipientName: 'Fixture Auditee',
    recipientEmail: 'auditee@example.com',
  }),
  'POST /api/response-requests/{id}/findings/{findingId}/review': () => ({ version: 2, decision: 'accept' }),
  /** A code that is almost surely not the one mailed: refused for everyone (400). */
  'POST /api/respond/{token}/verify': () => ({ code: '000000' }),
  'PUT /api/respond/{token}/findings/{id}/response': () => fixtureResponse(),
  'POST /api/respond/{token}/findings/{id}/evidence': () => ({
    name: 'fixture.png',
    size: PNG_1PX.length,
    type: 'image/png',
  }),
  /** The caller's own profile version (its profile is made by the first GET, as the web app does). */
  'PATCH /api/auth/user': async ({ caller }) => {
    const version = caller ? ((await invoke('GET', '/api/auth/user', { caller })).json?.version as number) : 1;
    return { version, firstName: 'Renamed', lastName: 'Caller' };
  },
};

/** The routes whose contract takes a JSON body (the write routes), from the manifest and the contract. */
export const bodyRoutes = (all: readonly RouteDef[]) =>
  all.filter((r) => (contract as Record<string, RouteContract>)[routeKey(r)]?.body !== undefined);

/** A valid query for every route whose contract requires one. */
export const validQueries: Record<string, Record<string, string>> = {
  'GET /api/audit-reports/{id}/export': { format: 'md' },
  'GET /api/audits/{id}/last-report': { type: 'gcp_site_audit' },
  'GET /api/calendar': { from: '2027-01-01', to: '2027-01-31' },
  'GET /api/library/sops/{id}/download': { format: 'pdf' },
  'GET /api/orgs/{id}/training-records/export': { format: 'csv' },
  'GET /api/trail/export': { from: today(), to: today(), format: 'csv' },
  'GET /api/trail/records/{type}/{id}/export': { format: 'csv' },
  // The last week: within what Free may read.
  'GET /api/analytics/{series}': {
    from: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
    to: new Date().toISOString().slice(0, 10),
  },
};

/** An auditee's portal bearer: the code mailed for the link, confirmed (issue 20). */
async function portalBearer(token: string): Promise<string> {
  await invoke('POST', `/api/respond/${token}/code`, { sourceIp: fixtureIp() });
  const mail = (await listOutbox(20)).find((m) => m.to.includes('auditee@example.com') && /\d{6}$/.test(m.subject));
  const code = /(\d{6})$/.exec(mail!.subject)![1]!;
  const verified = await invoke('POST', `/api/respond/${token}/verify`, { body: { code }, sourceIp: fixtureIp() });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return verified.json!.token as string;
}

/** A hand-recorded finding of a fresh audit sent to an auditee: the request, its link's token and the finding. */
async function sentFinding(caller: Caller) {
  const auditId = await newAudit(caller);
  const finding = await invoke('POST', `/api/audits/${auditId}/findings`, {
    caller,
    body: { title: 'Sent finding', severity: 'high' },
  });
  expect(finding.status).toBe(201);
  const findingId = finding.json!.id as string;
  const sent = await invoke('POST', `/api/audits/${auditId}/response-requests`, {
    caller,
    body: { recipientName: 'Fixture Auditee', recipientEmail: 'auditee@example.com', findingIds: [findingId] },
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  const token = (sent.json!.url as string).split('/respond/')[1]!;
  return { auditId, findingId, requestId: sent.json!.id as string, token };
}

export const fixtureResponse = () => ({
  agreement: 'agree',
  rootCause: 'No version check of consent forms.',
  whys: ['Old form used', 'No version check'],
  causeCategory: 'process',
  correctiveAction: 'Re-consent on the current version.',
  preventiveAction: 'Check the version at each visit.',
  owner: 'Site lead',
  targetDate: '2031-01-15',
});

/** A request whose one response was submitted (version 2): the auditor may review it. */
collections['/api/response-requests'] = async (caller) => {
  const { auditId, findingId, requestId, token } = await sentFinding(caller);
  const authorization = `Bearer ${await portalBearer(token)}`;
  const headers = { authorization };
  const put = await invoke('PUT', `/api/respond/${token}/findings/${findingId}/response`, {
    headers,
    body: fixtureResponse(),
    sourceIp: fixtureIp(),
  });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
  await invoke('POST', `/api/respond/${token}/submit`, { headers, sourceIp: fixtureIp() });
  return { id: requestId, params: { findingId }, snapshot: read(caller, `/api/audits/${auditId}/response-requests`) };
};
/** A link (`{token}`) and its one finding (`{id}`); the portal's bearer is not part of it (403 without). */
collections['/api/respond'] = async (caller) => {
  const { findingId, token, auditId } = await sentFinding(caller);
  return { id: findingId, params: { token }, snapshot: read(caller, `/api/audits/${auditId}/response-requests`) };
};

/**
 * A run of a daily job an hour after `now`, kept within `now`'s UTC day: the jobs work by UTC day, so a "same day
 * retry" an hour after 23:00 would be the next day's run (and rightly send that day's news).
 */
export const laterSameUtcDay = (now: Date): Date =>
  new Date(Math.min(now.getTime() + 3_600_000, Date.parse(`${now.toISOString().slice(0, 10)}T23:59:59.999Z`)));
