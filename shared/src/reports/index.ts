export * from './rules';
export * from './templates';
export * from './schemas';
export * from './capa';
