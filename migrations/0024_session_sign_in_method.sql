ALTER TABLE `sessions` ADD `sign_in_method` text DEFAULT 'password' NOT NULL;--> statement-breakpoint
-- Sessions begun through the identity provider before this column: their provider side says so.
UPDATE `sessions` SET `sign_in_method` = 'provider' WHERE `id` IN (SELECT `session_id` FROM `provider_sessions`);
