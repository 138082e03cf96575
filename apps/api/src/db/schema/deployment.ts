import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings every process of one deployment must share (where files are stored, where mail goes),
 * recorded by the first start; a process started with another value refuses to run (decision 0021).
 */
export const deploymentChoices = pgTable('deployment_choices', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
