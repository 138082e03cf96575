-- Built-in roles follow decision 0038 in databases seeded before it: employer roles lose jobs.all
-- (approving and rejecting jobs is the site's staff's), employer users gain jobs.update for their drafts,
-- and employer admins export their employer's jobs. Roles are matched by their built-in key only.
UPDATE "roles" SET "permissions" = '["dashboard.read", "employer.read", "employer.update", "employer-users.all", "jobs.read", "jobs.create", "jobs.update", "jobs.delete", "jobs.export", "applications.all", "notifications.read", "credits.read", "credits.create", "credits.export"]'::jsonb WHERE "key" = 'employer-admin';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = '["dashboard.read", "employer.read", "employer-users.read", "jobs.read", "jobs.create", "jobs.update", "applications.read", "notifications.read", "credits.read"]'::jsonb WHERE "key" = 'employer-user';
