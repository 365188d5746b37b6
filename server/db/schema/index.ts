export * from './auth.js';
export * from './community.js';
export * from './cookbooks.js';
export * from './cooking-log.js';
export * from './households.js';
export * from './recipes.js';
export * from './social.js';
export * from './users.js';
