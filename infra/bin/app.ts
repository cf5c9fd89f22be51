import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildApp } from '../lib/app';

const app = new App();
buildApp(app);
// cdk-nag 3 is a policy-validation plugin: unacknowledged findings fail synth (report in cdk.out/validation-report.json).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
