CREATE TABLE `publish_schedules` (
	`id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`publish_at` text NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text,
	`created_by_email` text,
	`claimed_at` text,
	`finished_at` text,
	`published_version` integer,
	`error` text,
	`cancelled_at` text,
	`cancelled_by_email` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `publish_schedules_due_idx` ON `publish_schedules` (`status`,`publish_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `publish_schedules_pending_version_idx` ON `publish_schedules` (`version`) WHERE status IN ('scheduled', 'publishing');