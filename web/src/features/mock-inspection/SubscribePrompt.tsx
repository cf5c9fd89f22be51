import { MOCK_BUY_URL, MOCK_MESSAGES } from '@cq/shared/mock/rules';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** What a caller without the Mock Inspection Program sees instead of it (the server refused with SUBSCRIPTION_REQUIRED). */
export function SubscribePrompt() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{MOCK_MESSAGES.subscriptionRequired}</CardTitle>
        <CardDescription>
          A remote mock inspection every quarter, run by our auditors against the inspection you want to rehearse, for
          $399/quarter. Pro, the workspace plan, does not include it, and neither does the Professional plan. If you
          bought it with another e-mail address, sign in with that address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={MOCK_BUY_URL}>Subscribe to the Mock Inspection Program</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
