import { Entity } from 'electrodb';
import { BADGE_TYPES } from '@cq/shared/progress/badges';
import { ROLES, SUBSCRIPTION_STATUSES } from '@cq/shared/schemas/userConstants';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/** A user's profile (workspace spec §3 users), created on the first `GET /api/auth/user`. */
export const user = defineEntity(
  'user',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'User' },
        attributes: {
          id: { type: 'string', required: true },
          email: { type: 'string', required: true },
          firstName: { type: 'string' },
          lastName: { type: 'string' },
          profileImageUrl: { type: 'string' },
          role: { type: ROLES, required: true },
          xpPoints: { type: 'number', required: true },
          level: { type: 'number', required: true },
          streak: { type: 'number', required: true },
          lastActivityDate: { type: 'string' },
          subscriptionStatus: { type: SUBSCRIPTION_STATUSES, required: true },
          stripeCustomerId: { type: 'string' },
          stripeSubscriptionId: { type: 'string' },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
          version: { type: 'number', required: true },
          // What badges count, kept with the XP they move with (absent on profiles made before they existed).
          auditsCreated: { type: 'number' },
          auditsCompleted: { type: 'number' },
          lowRiskReportsCompleted: { type: 'number' },
          /**
           * The staff groups (admin, editor) as Cognito held them at the last change made through the admin API or
           * seen in a token; absent on profiles never changed since (the role then says it).
           */
          staffGroups: { type: 'list', items: { type: 'string' } },
          /** When an admin last changed the groups: tokens issued before it no longer move the role. */
          groupsChangedAt: { type: 'string' },
          /** When an admin deactivated the account (21 CFR 11.100(b)): absent while it is active. */
          deactivatedAt: { type: 'string' },
          /** When the person accepted the e-signature statement (21 CFR 11.100(c)); absent until then. */
          signatureStatementAcceptedAt: { type: 'string' },
          /**
           * The lower-cased address the admin user list sorts and searches by (GSI1). Kept by ElectroDB from `email`
           * on every write that sets it; profiles made before it existed are backfilled by the local seeder.
           */
          emailKey: {
            type: 'string',
            hidden: true,
            watch: ['email'],
            set: (_: unknown, item: { email?: string }) => item.email?.toLowerCase(),
          },
          type: { type: 'string', default: 'User', readOnly: true },
        },
        indexes: {
          byId: {
            pk: { field: 'PK', composite: ['id'], template: 'USER#${id}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'PROFILE', casing: 'none' },
          },
          /** Every profile in one partition by e-mail: the admin list and its search by the address's start. */
          byEmail: {
            index: 'GSI1',
            pk: { field: 'GSI1PK', composite: [], template: 'USERS', casing: 'none' },
            sk: { field: 'GSI1SK', composite: ['emailKey'], template: '${emailKey}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** A badge a user earned (workspace spec §3 badges); created once, never changed. */
export const badge = defineEntity(
  'badge',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Badge' },
        attributes: {
          userId: { type: 'string', required: true, readOnly: true },
          badgeType: { type: BADGE_TYPES, required: true, readOnly: true },
          title: { type: 'string', required: true },
          description: { type: 'string', required: true },
          iconClass: { type: 'string', required: true },
          earnedAt: { type: 'string', required: true },
        },
        indexes: {
          byUser: {
            pk: { field: 'PK', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
            sk: { field: 'SK', composite: ['badgeType'], template: 'BADGE#${badgeType}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** One claim per e-mail address (lower-cased), written with the profile so two accounts cannot share one. */
export const emailClaim = defineEntity(
  'emailClaim',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'EmailClaim' },
        attributes: {
          email: { type: 'string', required: true, set: (v?: string) => v?.toLowerCase() },
          userId: { type: 'string', required: true },
          type: { type: 'string', default: 'EmailClaim', readOnly: true },
        },
        indexes: {
          byEmail: {
            pk: { field: 'PK', composite: ['email'], template: 'EMAIL#${email}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'CLAIM', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
