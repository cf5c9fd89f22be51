import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { SITE, STAFF_GROUPS } from '@cq/shared';
import { mailAddress, type DeploymentConfig } from './config';
import { ProfileAtSignUp } from './constructs/profile-at-sign-up';

export interface AuthStackProps extends StackProps {
  readonly config: DeploymentConfig;
  /** The product table's name: the post-confirmation trigger writes the new profile there. */
  readonly tableName: string;
}

/** Cognito user pool: e-mail is the username, self sign-up with an e-mailed code, staff groups. */
export class AuthStack extends Stack {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    const userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `Your ${SITE.brandName} verification code`,
        emailBody: `Your ${SITE.brandName} verification code is {####}. It expires in 24 hours.`,
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Plus tier: threat protection (compromised-credential checks, adaptive authentication) enforced.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      // Users may add an authenticator app; the sign-in flow does not force it (see the COG2 acknowledgement).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      email: config.cognitoSesRegion
        ? UserPoolEmail.withSES({
            fromEmail: mailAddress(config.mailFrom),
            fromName: SITE.brandName,
            sesRegion: config.cognitoSesRegion,
          })
        : UserPoolEmail.withCognito(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is optional (TOTP) rather than required: the public site lets prospects and clients self-register, and ' +
        'Plus-tier threat protection is enforced (compromised-credential and adaptive-authentication checks) for every sign-in.',
    });

    const profileAtSignUp = new ProfileAtSignUp(this, 'ProfileAtSignUp', {
      table: Table.fromTableAttributes(this, 'Table', { tableName: props.tableName }),
      functionsDir: config.functionsDir,
    });
    userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, profileAtSignUp.function);

    for (const groupName of STAFF_GROUPS) {
      userPool.addGroup(`${groupName}Group`, {
        groupName,
        description: `Staff role "${groupName}" (read from the cognito:groups claim)`,
      });
    }

    const userPoolClient = userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      // USER_PASSWORD_AUTH (used locally and in the cloud alike); refresh-token auth is always allowed.
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.userPool = userPool;
    this.userPoolClient = userPoolClient;

    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: userPoolClient.userPoolClientId });
  }
}
