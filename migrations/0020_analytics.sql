CREATE TABLE `page_view_days` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`views` integer NOT NULL,
	`visitors` integer NOT NULL,
	`entries` integer NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`at` text NOT NULL,
	`path` text NOT NULL,
	`visitor` text NOT NULL,
	`entry` integer NOT NULL,
	`referrer_host` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`device` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_day_idx` ON `page_views` (`day`);--> statement-breakpoint
CREATE TABLE `visit_source_days` (
	`day` text NOT NULL,
	`landing_page` text NOT NULL,
	`source` text NOT NULL,
	`medium` text NOT NULL,
	`campaign` text NOT NULL,
	`visits` integer NOT NULL,
	PRIMARY KEY(`day`, `landing_page`, `source`, `medium`, `campaign`)
);
--> statement-breakpoint
CREATE TABLE `visitor_days` (
	`day` text NOT NULL,
	`device` text NOT NULL,
	`visitors` integer NOT NULL,
	`visits` integer NOT NULL,
	`pageviews` integer NOT NULL,
	PRIMARY KEY(`day`, `device`)
);
--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `attribution` text;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `attribution` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `attribution` text;