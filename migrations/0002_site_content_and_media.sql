CREATE TABLE `media_files` (
	`name` text PRIMARY KEY NOT NULL,
	`hash` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`content_type` text NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `media_files_hash_idx` ON `media_files` (`hash`);--> statement-breakpoint
CREATE TABLE `site_content_versions` (
	`version` integer PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`published_at` text NOT NULL,
	`published_by` text,
	`published_by_email` text,
	`summary` text NOT NULL,
	`restored_from` integer,
	FOREIGN KEY (`published_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
