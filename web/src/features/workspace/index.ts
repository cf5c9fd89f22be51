/**
 * The signed-in workspace's shared pieces: the header's usage counter and bell, audit cards, the usage,
 * progress and badge cards, Export Data, what the caller's role lets them change (`CanWrite`, `useCan`) and
 * the refresh after a change. Imported only by lazily loaded code (the app layout, signed-in pages): never
 * import this index from the router or a public page, or these components join the public first load.
 */
export { refreshWorkspace } from './api';
export { AUDIT_STATUS_CLASSES, AUDIT_TYPE_LABELS } from './auditDisplay';
export { AuditCard, AuditCardSkeleton, auditDateLine } from './AuditCard';
export { AuditStatusBadge } from './AuditStatusBadge';
export { BadgeList, badgeIcon } from './BadgeList';
export { CanWrite, useCan, ViewOnlyNote } from './CanWrite';
export { ExportDataButton } from './ExportDataButton';
export { NotificationBell } from './NotificationBell';
export { ProgressCard } from './ProgressCard';
export { UsageCard } from './UsageCard';
export { UsageCounter, usageText } from './UsageCounter';
