CREATE TABLE `altcha_spent` (
	`signature` text PRIMARY KEY NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `altcha_spent_expires_idx` ON `altcha_spent` (`expires_at`);