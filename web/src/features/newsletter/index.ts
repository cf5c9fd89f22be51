/** The newsletter box the resources and insights pages share. */
export { NewsletterSignup } from './NewsletterSignup';
