export * from './badges';
export * from './plans';
export * from './xp';
export * from './schemas';
