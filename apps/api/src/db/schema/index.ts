export * from './tenancy.js';
export * from './users.js';
export * from './employers.js';
export * from './auth.js';
export * from './mail.js';
export * from './site-data.js';
export * from './audit.js';
