/** Reusable marketing sections for every public page (import from '@/components/sections'). */
export { Section, SectionHeading } from './Section';
export { PageHero } from './PageHero';
export { DiscoveryCallBanner } from './DiscoveryCallBanner';
export { StrategySessionCta } from './StrategySessionCta';
export { CertificationsBlock } from './CertificationsBlock';
export { GetStartedTips, GET_STARTED_TIPS } from './GetStartedTips';
export { StarRating } from './StarRating';
export { StatsBand, type Stat } from './StatsBand';
export { AuditIllustration, TeamIllustration } from './illustrations';
