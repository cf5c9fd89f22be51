import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as Lambda } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { KEY_FAMILIES } from '../table-keys';
import { jobFunction, jobRoleAndLogs } from './scheduled-job';

/** What making a profile takes: read it, put it with its e-mail claim, move the user count (one transaction). */
export const PROFILE_AT_SIGN_UP_ACTIONS = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];

export interface ProfileAtSignUpProps {
  readonly table: ITable;
  /** functions/src, where `jobs/profileAtSignUp.ts` lives. */
  readonly functionsDir: string;
}

/**
 * The user pool's post-confirmation trigger (functions/src/jobs/profileAtSignUp.ts): the profile is made when the
 * account is confirmed. Its role reaches only profiles and e-mail claims (`people`) and the sharded counters
 * (`stats`), never a workspace's records or the trail.
 */
export class ProfileAtSignUp extends Construct {
  readonly function: Lambda;

  constructor(scope: Construct, id: string, props: ProfileAtSignUpProps) {
    super(scope, id);
    const { role, logGroup } = jobRoleAndLogs(this, 'Makes the profile of a confirmed sign-up');
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: PROFILE_AT_SIGN_UP_ACTIONS,
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...KEY_FAMILIES.people, ...KEY_FAMILIES.stats] },
        },
      }),
    );
    this.function = jobFunction(this, {
      functionsDir: props.functionsDir,
      file: 'profileAtSignUp.ts',
      description: 'Cognito post-confirmation: the profile of a confirmed sign-up',
      // Cognito waits at most 5 s for a trigger.
      timeout: Duration.seconds(5),
      role,
      logGroup,
      environment: { TABLE_NAME: props.table.tableName, POWERTOOLS_SERVICE_NAME: 'profileAtSignUp' },
    });
  }
}
