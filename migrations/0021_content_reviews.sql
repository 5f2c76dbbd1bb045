CREATE TABLE `site_content_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version` integer NOT NULL,
	`status` text NOT NULL,
	`message` text,
	`requested_by` text,
	`requested_by_email` text NOT NULL,
	`requested_at` text NOT NULL,
	`base_version` integer NOT NULL,
	`content_hash` text NOT NULL,
	`approvals` text DEFAULT '[]' NOT NULL,
	`comments` text DEFAULT '[]' NOT NULL,
	`superseded_by` integer,
	`published_version` integer
);
--> statement-breakpoint
CREATE INDEX `site_content_reviews_status_idx` ON `site_content_reviews` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `site_content_reviews_requester_idx` ON `site_content_reviews` (`requested_by`,`status`);--> statement-breakpoint
ALTER TABLE `site_content_versions` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_content_versions` ADD `base_version` integer;--> statement-breakpoint
ALTER TABLE `site_content_versions` ADD `content_hash` text;--> statement-breakpoint
ALTER TABLE `site_content_versions` ADD `saved_by_email` text;--> statement-breakpoint
ALTER TABLE `site_content_versions` ADD `message` text;