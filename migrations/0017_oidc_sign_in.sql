CREATE TABLE `oidc_logout_tokens_spent` (
	`jti_hash` text PRIMARY KEY NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `oidc_logout_tokens_spent_expires_idx` ON `oidc_logout_tokens_spent` (`expires_at`);--> statement-breakpoint
CREATE TABLE `provider_sessions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`identity_id` text NOT NULL,
	`provider_sid` text,
	`authenticated_at` text NOT NULL,
	`tokens` text NOT NULL,
	`checked_at` text NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`identity_id`) REFERENCES `user_identities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `provider_sessions_sid_idx` ON `provider_sessions` (`provider_sid`);--> statement-breakpoint
CREATE INDEX `provider_sessions_identity_idx` ON `provider_sessions` (`identity_id`);--> statement-breakpoint
CREATE TABLE `user_identities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`issuer` text NOT NULL,
	`subject` text NOT NULL,
	`email` text NOT NULL,
	`linked_at` text NOT NULL,
	`last_sign_in_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_identities_subject_idx` ON `user_identities` (`issuer`,`subject`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_identities_user_idx` ON `user_identities` (`user_id`,`issuer`);--> statement-breakpoint
ALTER TABLE `auth_challenges` ADD `provider_session` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `provider_mfa` integer DEFAULT false NOT NULL;