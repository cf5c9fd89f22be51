import { LIBRARY_BUY_URL, LIBRARY_MESSAGES } from '@cq/shared/library/rules';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** What a caller without the SOP Library sees instead of it (the server refused with SUBSCRIPTION_REQUIRED). */
export function SubscribePrompt() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{LIBRARY_MESSAGES.subscriptionRequired}</CardTitle>
        <CardDescription>
          Twelve GCP SOP templates to adopt and edit, as Word and PDF, from $49/month. The Professional plan includes 10
          downloads a month. Pro, the workspace plan, does not include the SOP Library. If you bought it with another
          e-mail address, sign in with that address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={LIBRARY_BUY_URL}>Subscribe to the SOP Library</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
