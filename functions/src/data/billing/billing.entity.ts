import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A Stripe event already processed, kept 30 days (TTL `expiresAt`; Stripe retries for three days). Created in
 * the same transaction as the event's effect, so a retry or replay finds it and changes nothing.
 */
export const stripeEvent = defineEntity(
  'stripeEvent',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'StripeEvent' },
        attributes: {
          eventId: { type: 'string', required: true, readOnly: true },
          eventType: { type: 'string', required: true },
          receivedAt: { type: 'string', required: true },
          /** `applied`, or `stale` for an event older than the state it would have changed. */
          outcome: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          type: { type: 'string', default: 'StripeEvent', readOnly: true },
        },
        indexes: {
          byId: {
            pk: { field: 'PK', composite: ['eventId'], template: 'STRIPE_EVENT#${eventId}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'EVENT', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * Our copy of one Stripe subscription: workspace Pro (tied to a user) or a digital product (tied to the buyer's
 * e-mail, so a visitor's purchase is theirs once they sign up with that address). `lastEventAt` is the
 * `created` second of the newest event applied: an older event never overwrites it.
 */
export const billingSubscription = defineEntity(
  'billingSubscription',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'BillingSubscription' },
        attributes: {
          subscriptionId: { type: 'string', required: true, readOnly: true },
          kind: { type: ['pro', 'product'] as const, required: true },
          lookupKey: { type: 'string', required: true },
          customerId: { type: 'string', required: true },
          email: { type: 'string', required: true, set: (v?: string) => v?.toLowerCase() },
          userId: { type: 'string' },
          status: { type: 'string', required: true },
          cancelAtPeriodEnd: { type: 'boolean', required: true },
          currentPeriodEnd: { type: 'string' },
          lastEventAt: { type: 'number', required: true },
          updatedAt: { type: 'string', required: true },
          type: { type: 'string', default: 'BillingSubscription', readOnly: true },
        },
        indexes: {
          byId: {
            pk: {
              field: 'PK',
              composite: ['subscriptionId'],
              template: 'STRIPE_SUB#${subscriptionId}',
              casing: 'none',
            },
            sk: { field: 'SK', composite: [], template: 'STATE', casing: 'none' },
          },
          byBuyer: {
            index: 'GSI1',
            pk: { field: 'GSI1PK', composite: ['email'], template: 'BUYER#${email}', casing: 'none' },
            sk: { field: 'GSI1SK', composite: ['subscriptionId'], template: 'SUB#${subscriptionId}', casing: 'none' },
          },
          /**
           * Everyone on one price (issue 22): the weekly briefings digest finds its subscribers with one Query per
           * price instead of a Scan. Written with every event (the item is put whole), so a subscription stored
           * before this index joins it at its next event.
           */
          byPrice: {
            index: 'GSI2',
            pk: { field: 'GSI2PK', composite: ['lookupKey'], template: 'PRICE#${lookupKey}', casing: 'none' },
            sk: { field: 'GSI2SK', composite: ['subscriptionId'], template: 'SUB#${subscriptionId}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
