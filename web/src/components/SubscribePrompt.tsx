import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * What a caller without a digital product sees instead of it (the server refused with SUBSCRIPTION_REQUIRED): the
 * refusal as the title, what the product gives, and where to buy it. One look for every product.
 */
export function SubscribePrompt({
  title,
  children,
  buyUrl,
  buyLabel,
}: {
  title: string;
  children: ReactNode;
  buyUrl: string;
  buyLabel: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={buyUrl}>{buyLabel}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
