import { LEARNING_BUY_URL, LEARNING_MESSAGES } from '@cq/shared/learning/rules';
import { SubscribePrompt as ProductPrompt } from '@/components/SubscribePrompt';

/** What a caller without the Learning Hub sees instead of it (the server refused with SUBSCRIPTION_REQUIRED). */
export function SubscribePrompt() {
  return (
    <ProductPrompt
      title={LEARNING_MESSAGES.subscriptionRequired}
      buyUrl={LEARNING_BUY_URL}
      buyLabel="Subscribe to the Learning Hub"
    >
      GCP and QA courses with a quiz and a verifiable certificate of completion, from $29/month. Pro, the workspace
      plan, does not include the Learning Hub, and neither does the Professional plan. If you bought it with another
      e-mail address, sign in with that address.
    </ProductPrompt>
  );
}
