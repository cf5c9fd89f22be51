import { PRO_MONTHLY_CENTS } from '@cq/shared/billing/catalogue';
import { formatUsd, MONEY_BACK_DAYS, MONEY_BACK_LABEL } from '@cq/shared/pricing';

/** The /subscribe plan cards (workspace spec §2): Professional is the default and the recommended one. */
export type SubscribePlanId = 'pro' | 'enterprise';

export interface SubscribePlan {
  id: SubscribePlanId;
  name: string;
  price: string;
  priceSuffix?: string;
  badge: string;
  features: readonly string[];
}

export const SUBSCRIBE_PLANS: readonly SubscribePlan[] = [
  {
    id: 'pro',
    name: 'Professional',
    price: formatUsd(PRO_MONTHLY_CENTS),
    priceSuffix: '/month',
    badge: 'Recommended',
    features: [
      'Unlimited audits',
      'Unlimited Quala AI interactions',
      'Advanced analytics and insights',
      'Team collaboration tools',
      'Priority email support',
      'Premium templates and integrations',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    badge: 'Contact Sales',
    features: [
      'Everything in Professional',
      'Custom integrations and APIs',
      'Dedicated account manager',
      '24/7 phone and chat support',
      'SLA guarantees',
      'On-premise deployment',
    ],
  },
];

export const REASSURANCES = [
  {
    id: 'guarantee',
    title: MONEY_BACK_LABEL,
    text: `Not a fit? Ask within ${MONEY_BACK_DAYS} days for a full refund.`,
  },
  { id: 'cancel', title: 'Cancel anytime', text: 'Stop renewing from Settings; Pro stays until the period ends.' },
  { id: 'secure', title: 'Secure payment', text: 'Card details go straight to our payment processor, never to us.' },
] as const;

export const SUBSCRIBE_TESTIMONIAL = {
  quote:
    'With Pro our auditors stopped rationing audits at the end of the month. Every site visit, finding and CAPA now lives in one workspace, and Quala answers GCP questions as often as we ask.',
  author: 'Laura K.',
  title: 'Senior GCP Auditor, independent QA consultancy',
} as const;

/** The toasts of the payment step (workspace spec §8). */
export const PAYMENT_SUCCESS_TITLE = 'Payment Successful';
export const paymentSuccessText = (brandName: string) => `You are now subscribed to ${brandName} Pro!`;
export const PAYMENT_FAILED_TITLE = 'Payment Failed';
export const SETUP_FAILED_TEXT = 'Failed to initialize payment. Please try again.';
/** Where the browser goes after paying (workspace spec §7: the confirm step's return address). */
export const PAYMENT_RETURN_PATH = '/dashboard';
