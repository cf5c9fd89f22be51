import { LIBRARY_BUY_URL, LIBRARY_MESSAGES } from '@cq/shared/library/rules';
import { SubscribePrompt as ProductPrompt } from '@/components/SubscribePrompt';

/** What a caller without the SOP Library sees instead of it (the server refused with SUBSCRIPTION_REQUIRED). */
export function SubscribePrompt() {
  return (
    <ProductPrompt
      title={LIBRARY_MESSAGES.subscriptionRequired}
      buyUrl={LIBRARY_BUY_URL}
      buyLabel="Subscribe to the SOP Library"
    >
      Twelve GCP SOP templates to adopt and edit, as Word and PDF, from $49/month. The Professional plan includes 10
      downloads a month. Pro, the workspace plan, does not include the SOP Library. If you bought it with another e-mail
      address, sign in with that address.
    </ProductPrompt>
  );
}
