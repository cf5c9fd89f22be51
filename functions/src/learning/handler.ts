import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { learningContract } from '@cq/shared/contract/learning';
import { signedIn } from '../http/signedIn';
import { RATE_LIMITS } from '../data/core/rateLimit';
import { download } from '../lib/response';
import { certificatePdf, checkCertificate } from './certificates';
import { listCourses, markLessonComplete, readCourse, submitQuiz } from './courses';
import { exportTrainingRecords, trainingRecords } from './records';

async function list({ user }: RequestContext<'GET /api/courses'>) {
  return { body: await listCourses(user) };
}

async function read({ user, params }: RequestContext<'GET /api/courses/{id}'>) {
  return { body: await readCourse(user, params.id) };
}

async function complete({ user, params }: RequestContext<'POST /api/courses/{id}/lessons/{lessonId}/complete'>) {
  return { body: await markLessonComplete(user, params.id, params.lessonId) };
}

async function quiz({ user, params, body }: RequestContext<'POST /api/courses/{id}/quiz'>) {
  return { body: await submitQuiz(user, params.id, body.answers) };
}

async function pdf({ user, params }: RequestContext<'GET /api/me/certificates/{code}/pdf'>) {
  const { fileName, file } = await certificatePdf(user, params.code);
  return download(fileName, 'application/pdf', file);
}

async function check({ params }: RequestContext<'GET /api/certificates/{code}'>) {
  return { body: await checkCertificate(params.code) };
}

async function records({ workspace }: RequestContext<'GET /api/orgs/{id}/training-records'>) {
  return { body: await trainingRecords(workspace) };
}

async function exportRecords({ workspace, query }: RequestContext<'GET /api/orgs/{id}/training-records/export'>) {
  return exportTrainingRecords(workspace, query.format);
}

export const operations: Operations<'learning'> = {
  'GET /api/courses': { handle: list },
  'GET /api/courses/{id}': { handle: read },
  'POST /api/courses/{id}/lessons/{lessonId}/complete': { handle: complete },
  'POST /api/courses/{id}/quiz': { handle: quiz },
  'GET /api/me/certificates/{code}/pdf': { handle: pdf },
  'GET /api/certificates/{code}': { rateLimit: RATE_LIMITS.certificateCheck, handle: check },
  'GET /api/orgs/{id}/training-records': { handle: records },
  'GET /api/orgs/{id}/training-records/export': { handle: exportRecords },
};

export const handler = createGroupHandler('learning', learningContract, operations, signedIn);
