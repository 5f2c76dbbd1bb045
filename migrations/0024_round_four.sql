ALTER TABLE `sessions` ADD `sign_in_method` text DEFAULT 'password' NOT NULL;--> statement-breakpoint
-- Sessions begun through the identity provider before this column: their provider side says so.
UPDATE `sessions` SET `sign_in_method` = 'provider' WHERE `id` IN (SELECT `session_id` FROM `provider_sessions`);
--> statement-breakpoint
-- Preview links of accounts disabled before disabling revoked them (issue 47) stop now.
UPDATE `preview_links` SET `revoked_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), `revoked_by_email` = 'account disabled' WHERE `revoked_at` IS NULL AND `created_by` IN (SELECT `id` FROM `users` WHERE `disabled_at` IS NOT NULL);
--> statement-breakpoint
-- Raw page views of the days already rolled up lose their visitor keys (issue 47).
UPDATE `page_views` SET `visitor` = '' WHERE `visitor` <> '' AND `day` <= (SELECT coalesce(max(`day`), '') FROM `visitor_days`);
