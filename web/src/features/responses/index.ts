export { FindingResponses } from './FindingResponses';
export { ResponseDetails } from './ResponseDetails';
export { ResponseRequestsSection } from './ResponseRequestsSection';
