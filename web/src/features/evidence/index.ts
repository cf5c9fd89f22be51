export { EvidenceList } from './EvidenceList';
export { useAnswerFileCounts } from './api';
