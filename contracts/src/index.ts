export * from './constants';
export * from './validation';
export * from './types';
export * from './schemas/site.schema';
export * from './schemas/auth.schema';
