export * from './routes';
export * from './table';
export * from './site';
export * from './schemas/common';
export * from './schemas/errorLog';
export * from './schemas/user';
export * from './runtimeConfig';
