import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_READ_ATTRIBUTES } from '../lib/constructs/trail-anchor-job';
import { onlyTableId, roleIdByDescription, roleStatements } from './support/jobs';
import { sharedTemplate } from './support/templates';

type Resource = { Properties: Record<string, any> };
const text = (value: unknown): string => JSON.stringify(value);

let data: Template;

beforeAll(() => {
  data = sharedTemplate('Data');
});

const tableId = () => onlyTableId(data);

function anchorBucket(): { id: string; props: Record<string, any> } {
  const buckets = Object.entries(data.findResources('AWS::S3::Bucket')).filter(([, b]) =>
    text((b as Resource).Properties.BucketName).includes('trail-anchors'),
  );
  expect(buckets).toHaveLength(1);
  return { id: buckets[0]![0], props: (buckets[0]![1] as Resource).Properties };
}

const jobRoleStatements = () => roleStatements(data, roleIdByDescription(data, 'Runs the daily trail anchor job'));

describe('the trail anchor bucket', () => {
  it('locks every object in compliance mode for 25 years, versioned, encrypted, private and retained', () => {
    const { props } = anchorBucket();
    expect(props.ObjectLockEnabled).toBe(true);
    const retention = props.ObjectLockConfiguration.Rule.DefaultRetention;
    expect(retention.Mode).toBe('COMPLIANCE');
    expect(retention.Days ?? retention.Years * 365).toBeGreaterThanOrEqual(25 * 365);
    expect(props.ObjectLockConfiguration.ObjectLockEnabled).toBe('Enabled');
    expect(props.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(props.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toEqual({
      SSEAlgorithm: 'AES256',
    });
    expect(props.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const [, bucket] = Object.entries(data.findResources('AWS::S3::Bucket')).find(([id]) => id === anchorBucket().id)!;
    expect((bucket as { DeletionPolicy: string }).DeletionPolicy).toBe('Retain');
  });

  it('refuses requests without TLS', () => {
    const { id } = anchorBucket();
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('the daily anchor job', () => {
  it('runs once a day on an EventBridge schedule', () => {
    const fn = Object.entries(data.findResources('AWS::Lambda::Function')).find(
      ([, f]) => (f as Resource).Properties.Environment?.Variables?.ANCHOR_BUCKET,
    );
    expect(fn).toBeDefined();
    // The data stack has other schedules (the webhook worker's): this job's is the one that targets it.
    const rules = Object.values(data.findResources('AWS::Events::Rule'))
      .map((r) => (r as Resource).Properties)
      .filter((rule) => text(rule.Targets).includes(`"${fn![0]}"`));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.ScheduleExpression).toBe('cron(30 0 * * ? *)');
    expect(rules[0]!.State ?? 'ENABLED').toBe('ENABLED');
    expect(text(rules[0]!.Targets)).toContain(`"Fn::GetAtt":["${fn![0]}","Arn"]`);
    const vars = (fn![1] as Resource).Properties.Environment.Variables;
    expect(vars.TABLE_NAME).toEqual({ Ref: tableId() });
    expect(text(vars.ANCHOR_BUCKET)).toContain('TrailAnchorBucket');
  });

  it('may only Scan the head attributes of the table and add objects under anchors/', () => {
    const statements = jobRoleStatements();
    const dynamo = statements.filter((s) => text(s.Action).includes('dynamodb:'));
    expect(dynamo).toHaveLength(1);
    expect(dynamo[0]!.Action).toBe('dynamodb:Scan');
    // The table itself, not its indexes (a head is read from the base table).
    expect(dynamo[0]!.Resource).toEqual({ 'Fn::GetAtt': [tableId(), 'Arn'] });
    expect(dynamo[0]!.Condition).toEqual({
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ANCHOR_READ_ATTRIBUTES },
      StringEquals: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
    });
    const s3 = statements.filter((s) => text(s.Action).includes('s3:'));
    expect(s3).toHaveLength(1);
    expect(s3[0]!.Action).toBe('s3:PutObject');
    expect(text(s3[0]!.Resource)).toContain('/anchors/*');
    const services = new Set(statements.flatMap((s) => [s.Action].flat()).map((a: string) => a.split(':')[0]));
    expect([...services].sort()).toEqual(['dynamodb', 'logs', 's3']);
  });
});
