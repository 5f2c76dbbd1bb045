CREATE TABLE `preview_links` (
	`id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text,
	`created_by_email` text,
	`revoked_at` text,
	`revoked_by_email` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `preview_links_created_idx` ON `preview_links` (`created_at`);