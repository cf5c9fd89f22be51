export { AttachFile, EvidenceList, type SendFile } from './EvidenceList';
export { useAnswerFileCounts } from './api';
