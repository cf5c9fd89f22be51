import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '../lib/env';

let client: SESv2Client | undefined;

/**
 * SES behind `sendMail` in the cloud: a module of its own that mail.ts imports with `import()`, so the SES client
 * is a chunk read by the first mail a process sends, not by every cold start of a group that can send one.
 * Returns SES's message id.
 */
export async function sendThroughSes(mail: {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
}): Promise<string | undefined> {
  client ??= new SESv2Client({ region: env.region() });
  const sent = await client.send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom(),
      Destination: { ToAddresses: mail.to },
      ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return sent.MessageId;
}
