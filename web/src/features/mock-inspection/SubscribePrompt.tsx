import { MOCK_BUY_URL, MOCK_MESSAGES } from '@cq/shared/mock/rules';
import { SubscribePrompt as ProductPrompt } from '@/components/SubscribePrompt';

/** What a caller without the Mock Inspection Program sees instead of it (the server refused with SUBSCRIPTION_REQUIRED). */
export function SubscribePrompt() {
  return (
    <ProductPrompt
      title={MOCK_MESSAGES.subscriptionRequired}
      buyUrl={MOCK_BUY_URL}
      buyLabel="Subscribe to the Mock Inspection Program"
    >
      A remote mock inspection every quarter, run by our auditors against the inspection you want to rehearse, for
      $399/quarter. Pro, the workspace plan, does not include it, and neither does the Professional plan. If you bought
      it with another e-mail address, sign in with that address.
    </ProductPrompt>
  );
}
