import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A person's standing in one Learning Hub course (issue 22), under their `USER#` partition so one Query reads all
 * of it: a lesson marked complete (`LESSON#<id>`), the quiz summary (`SUMMARY`: attempts, last score, when first
 * passed) and the certificate issued (`CERT`). Bounded by the content: a course has at most six lessons.
 */
export const learningRecord = defineEntity(
  'learningRecord',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'LearningRecord' },
        attributes: {
          userId: { type: 'string', required: true, readOnly: true },
          courseId: { type: 'string', required: true, readOnly: true },
          rec: { type: 'string', required: true, readOnly: true },
          completedAt: { type: 'string' },
          attempts: { type: 'number' },
          lastScore: { type: 'number' },
          lastAt: { type: 'string' },
          passedAt: { type: 'string' },
          code: { type: 'string' },
          issuedAt: { type: 'string' },
          type: { type: 'string', default: 'LearningRecord', readOnly: true },
        },
        indexes: {
          byUser: {
            pk: { field: 'PK', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
            sk: { field: 'SK', composite: ['courseId', 'rec'], template: 'LEARN#${courseId}#${rec}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** Every quiz attempt as it was scored: the answers given, the score, whether it passed. Written, never changed. */
export const quizAttempt = defineEntity(
  'quizAttempt',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'QuizAttempt' },
        attributes: {
          userId: { type: 'string', required: true, readOnly: true },
          courseId: { type: 'string', required: true, readOnly: true },
          at: { type: 'string', required: true, readOnly: true },
          attemptId: { type: 'string', required: true, readOnly: true },
          score: { type: 'number', required: true, readOnly: true },
          passed: { type: 'boolean', required: true, readOnly: true },
          answersJson: { type: 'string', required: true, readOnly: true },
          type: { type: 'string', default: 'QuizAttempt', readOnly: true },
        },
        indexes: {
          byUser: {
            pk: { field: 'PK', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['courseId', 'at', 'attemptId'],
              template: 'LEARNATT#${courseId}#${at}#${attemptId}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** A certificate by its verification code: what the public check answers (name, course, date). */
export const certificate = defineEntity(
  'certificate',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Certificate' },
        attributes: {
          code: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true, readOnly: true },
          courseId: { type: 'string', required: true, readOnly: true },
          course: { type: 'string', required: true, readOnly: true },
          issuedAt: { type: 'string', required: true, readOnly: true },
          type: { type: 'string', default: 'Certificate', readOnly: true },
        },
        indexes: {
          byCode: {
            pk: { field: 'PK', composite: ['code'], template: 'CERT#${code}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'CERT', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
