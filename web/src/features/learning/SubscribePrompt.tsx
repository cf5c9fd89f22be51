import { LEARNING_BUY_URL, LEARNING_MESSAGES } from '@cq/shared/learning/rules';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** What a caller without the Learning Hub sees instead of it (the server refused with SUBSCRIPTION_REQUIRED). */
export function SubscribePrompt() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{LEARNING_MESSAGES.subscriptionRequired}</CardTitle>
        <CardDescription>
          GCP and QA courses with a quiz and a verifiable certificate of completion, from $29/month. Pro, the workspace
          plan, does not include the Learning Hub, and neither does the Professional plan. If you bought it with another
          e-mail address, sign in with that address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={LEARNING_BUY_URL}>Subscribe to the Learning Hub</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
