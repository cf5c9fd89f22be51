import { Entity } from 'electrodb';
import { APPLICATION_INBOX_INDEXES, INBOX_ATTRIBUTES } from './inbox.entity';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A job post (public spec §5 careers). No `type` discriminator as on other items: a job's own `type`
 * (Full-time, Contract) is a field of the spec, and SK `JOB` already says what it is.
 */
export const job = defineEntity(
  'job',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Job' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          title: { type: 'string', required: true },
          level: { type: 'string', required: true },
          department: { type: 'string', required: true },
          location: { type: 'string', required: true },
          type: { type: 'string', required: true },
          summary: { type: 'string' },
          responsibilities: { type: 'list', items: { type: 'string' }, required: true },
          qualifications: { type: 'list', items: { type: 'string' }, required: true },
          niceToHaves: { type: 'list', items: { type: 'string' } },
          compensationRange: { type: 'string' },
          postedAt: { type: 'string', required: true },
          isActive: { type: 'boolean', required: true },
          /** Staff edits: checked against `version`, stamped `updatedAt` (absent on jobs never edited: version 0). */
          version: { type: 'number' },
          updatedAt: { type: 'string' },
        },
        indexes: {
          byId: {
            pk: { field: 'PK', composite: ['id'], template: 'JOB#${id}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'JOB', casing: 'none' },
          },
          /** Sparse: only an active job carries the GSI1 keys, so the active list is one Query, newest first. */
          active: {
            index: 'GSI1',
            condition: ({ isActive }) => isActive === true,
            pk: { field: 'GSI1PK', composite: [], template: 'JOBS#ACTIVE', casing: 'none' },
            sk: { field: 'GSI1SK', composite: ['postedAt'], template: '${postedAt}', casing: 'none' },
          },
          /** Every job, active or not, newest first: the admin list (jobs seeded before it are backfilled locally). */
          all: {
            index: 'GSI2',
            pk: { field: 'GSI2PK', composite: [], template: 'JOBS#ALL', casing: 'none' },
            sk: { field: 'GSI2SK', composite: ['postedAt', 'id'], template: '${postedAt}#${id}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

const applicationAttributes = {
  id: { type: 'string', required: true, readOnly: true },
  fullName: { type: 'string', required: true },
  email: { type: 'string', required: true },
  linkedin: { type: 'string' },
  portfolio: { type: 'string' },
  resumeUrl: { type: 'string', required: true },
  coverLetter: { type: 'string', required: true },
  consent: { type: 'boolean', required: true },
  createdAt: { type: 'string', required: true, readOnly: true },
  metadata: {
    type: 'map',
    required: true,
    properties: { clientAddress: { type: 'string', required: true }, userAgent: { type: 'string' } },
  },
  type: { type: 'string', default: 'JobApplication', readOnly: true },
  ...INBOX_ATTRIBUTES,
} as const;

/**
 * A job application (workspace spec §3 job_apps) in its job's partition, so deleting the partition is the
 * cascade. Personal data: staff-only, never listed publicly.
 */
export const jobApplication = defineEntity(
  'jobApplication',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'JobApplication' },
        attributes: { ...applicationAttributes, jobId: { type: 'string', required: true, readOnly: true } },
        indexes: {
          byJob: {
            pk: { field: 'PK', composite: ['jobId'], template: 'JOB#${jobId}', casing: 'none' },
            sk: { field: 'SK', composite: ['createdAt', 'id'], template: 'APP#${createdAt}#${id}', casing: 'none' },
          },
          ...APPLICATION_INBOX_INDEXES,
        },
      },
      { ignoreOwnership: true },
    ),
);

/** An application that names no job, in the one general partition. */
export const generalApplication = defineEntity(
  'generalApplication',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'GeneralApplication' },
        attributes: applicationAttributes,
        indexes: {
          all: {
            pk: { field: 'PK', composite: [], template: 'APPS#GENERAL', casing: 'none' },
            sk: { field: 'SK', composite: ['createdAt', 'id'], template: 'APP#${createdAt}#${id}', casing: 'none' },
          },
          ...APPLICATION_INBOX_INDEXES,
        },
      },
      { ignoreOwnership: true },
    ),
);
