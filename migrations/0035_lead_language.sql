ALTER TABLE `contact_submissions` ADD `language` text;--> statement-breakpoint
ALTER TABLE `download_requests` ADD `language` text;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `language` text;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `language` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `language` text;