import { BRIEFINGS_BUY_URL, BRIEFINGS_MESSAGES } from '@cq/shared/briefings/rules';
import { SubscribePrompt as ProductPrompt } from '@/components/SubscribePrompt';

/**
 * What a reader without Regulatory Briefings sees instead of a briefing's text: a signed-out visitor (who may
 * have bought it already, hence the sign-in hint) or a signed-in caller the server refused.
 */
export function SubscribePrompt({ signedIn }: { signedIn: boolean }) {
  return (
    <ProductPrompt
      title={BRIEFINGS_MESSAGES.subscriptionRequired}
      buyUrl={BRIEFINGS_BUY_URL}
      buyLabel="Subscribe to Regulatory Briefings"
    >
      Plain-language briefings on FDA, EMA and ICH changes with what they mean for sponsors and sites, and a weekly
      e-mail digest of new ones, from $19/month. Pro, the workspace plan, does not include Regulatory Briefings, and
      neither does the Professional plan.{' '}
      {signedIn
        ? 'If you bought it with another e-mail address, sign in with that address.'
        : 'Subscribed already? Sign in with the e-mail address you bought it with.'}
    </ProductPrompt>
  );
}
