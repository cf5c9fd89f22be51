import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '@cq/shared';
import type { DeploymentConfig } from './config';

export interface DataStackProps extends StackProps {
  readonly config: DeploymentConfig;
}

/**
 * The table's physical name. Fixed so that other stacks (the Lambdas' IAM policies, TABLE_NAME) refer to it by
 * name instead of through a cross-stack reference, and so that the index wildcard in the IAM policy reads
 * plainly (table/<name>/index/*).
 */
export const tableName = (stage: string): string => `cq-${stage}`;

/** The one DynamoDB table (single-table design), built from the shared TABLE description. */
export class DataStack extends Stack {
  readonly table: ITable;
  readonly tableName: string;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.tableName = tableName(props.config.stage);

    const table = new Table(this, 'Table', {
      tableName: this.tableName,
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: TABLE.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      // Regulated records (audit trails) live here: never delete the table with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE.globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }
    this.table = table;

    new CfnOutput(this, 'TableName', { value: table.tableName });
  }
}
