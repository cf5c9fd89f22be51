export * from './roles';
export * from './rules';
export * from './schemas';
