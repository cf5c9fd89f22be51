export * from './rules';
export * from './schemas';
