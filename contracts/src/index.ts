export * from './constants';
export * from './validation';
export * from './types';
export * from './schemas/site.schema';
export * from './schemas/auth.schema';
export * from './schemas/venue.schema';
export * from './schemas/site-contact.schema';
export * from './schemas/user.schema';
