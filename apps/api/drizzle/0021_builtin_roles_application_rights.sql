-- Built-in roles follow decision 0046 in databases seeded before it: employer users move the
-- applications to their employer's jobs (status, stage, tags of their own, feedback), so they gain
-- applications.update. Roles are matched by their built-in key only.
UPDATE "roles" SET "permissions" = '["dashboard.read", "employer.read", "employer-users.read", "jobs.read", "jobs.create", "jobs.update", "applications.read", "applications.update", "notifications.read", "credits.read"]'::jsonb WHERE "key" = 'employer-user';
