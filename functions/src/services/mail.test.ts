import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESv2Client, type SendEmailCommand } from '@aws-sdk/client-sesv2';
import { useTestTable } from '../../test/harness';
import { listOutbox } from '../data/ops/outbox';
import { logger } from '../lib/logger';
import { notify, sendMail } from './mail';

useTestTable();
afterEach(() => {
  vi.restoreAllMocks();
  process.env.MAIL_TRANSPORT = 'outbox';
});

describe('sendMail', () => {
  it('stores the message in the outbox locally, newest first, with a one-line subject', async () => {
    await sendMail({ to: 'a@example.com', subject: 'First', text: 'one' });
    await sendMail({
      to: ['b@example.com'],
      subject: 'Second\r\nBcc: victim@example.com',
      text: 'two',
      replyTo: 'r@example.com',
    });
    const [latest, earlier] = await listOutbox();
    expect(latest).toMatchObject({
      to: ['b@example.com'],
      subject: 'Second Bcc: victim@example.com',
      text: 'two',
      replyTo: 'r@example.com',
    });
    expect(earlier).toMatchObject({ to: ['a@example.com'], subject: 'First' });
  });

  it('sends plain text through SES from MAIL_FROM when the transport is ses', async () => {
    Object.assign(process.env, { MAIL_TRANSPORT: 'ses', MAIL_FROM: 'no-reply@clarity.example' });
    const send = vi.spyOn(SESv2Client.prototype, 'send').mockResolvedValue({ MessageId: 'm-1' } as never);
    await sendMail({
      to: 'team@example.com',
      subject: 'Hello\nthere',
      text: '<b>not html</b>',
      replyTo: 'v@example.com',
    });
    const input = (send.mock.calls[0]![0] as SendEmailCommand).input;
    expect(input).toEqual({
      FromEmailAddress: 'no-reply@clarity.example',
      Destination: { ToAddresses: ['team@example.com'] },
      ReplyToAddresses: ['v@example.com'],
      Content: {
        Simple: {
          Subject: { Data: 'Hello there', Charset: 'UTF-8' },
          Body: { Text: { Data: '<b>not html</b>', Charset: 'UTF-8' } },
        },
      },
    });
  });
});

describe('notify', () => {
  it('logs a failed send as an error instead of failing the request (the record is already stored)', async () => {
    Object.assign(process.env, { MAIL_TRANSPORT: 'ses', MAIL_FROM: 'no-reply@clarity.example' });
    vi.spyOn(SESv2Client.prototype, 'send').mockRejectedValue(new Error('SES throttled') as never);
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await expect(
      notify([{ to: 'x@example.com', subject: 's', text: 't' }], { leadId: 'l-1' }),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      'notification_failed',
      expect.objectContaining({ leadId: 'l-1', subject: 's' }),
    );
  });
});
