CREATE TABLE `event_links` (
	`event_id` integer PRIMARY KEY NOT NULL,
	`online_link` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE TABLE `event_registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text,
	`event_id` integer NOT NULL,
	`event_title` text NOT NULL,
	`event_capacity` integer,
	`attendance` text DEFAULT 'registered' NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`reference` text,
	`spam_reason` text,
	`source_page` text,
	`referrer_domain` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`attribution` text,
	`stage` text DEFAULT 'new' NOT NULL,
	`assignee_id` text,
	`follow_up_at` text,
	`duplicate_of_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `event_registrations_status_created_idx` ON `event_registrations` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `event_registrations_created_idx` ON `event_registrations` (`created_at`);--> statement-breakpoint
CREATE INDEX `event_registrations_assignee_created_idx` ON `event_registrations` (`assignee_id`,`created_at`) WHERE "event_registrations"."assignee_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `event_registrations_stage_created_idx` ON `event_registrations` (`stage`,`created_at`) WHERE "event_registrations"."stage" <> 'new';--> statement-breakpoint
CREATE INDEX `event_registrations_event_idx` ON `event_registrations` (`event_id`,`attendance`,`created_at`);--> statement-breakpoint
-- The full-text indexes of the kinds of lead (server/src/db/lead-search-sql.ts).
CREATE VIRTUAL TABLE `event_registrations_fts` USING fts5(
	`name`, `email`, `company`, `event_title`, `reference`,
	content='event_registrations', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);--> statement-breakpoint
INSERT INTO `event_registrations_fts`(`event_registrations_fts`) VALUES ('rebuild');--> statement-breakpoint
INSERT INTO `lead_search_index` (`lead_kind`, `indexed_rowid`)
SELECT 'registration', coalesce(max(rowid), 0) FROM `event_registrations` WHERE true
ON CONFLICT (`lead_kind`) DO UPDATE SET `indexed_rowid` = excluded.`indexed_rowid`;--> statement-breakpoint
CREATE TRIGGER `event_registrations_fts_delete` AFTER DELETE ON `event_registrations` BEGIN
	INSERT INTO `event_registrations_fts`(`event_registrations_fts`, rowid, `name`, `email`, `company`, `event_title`, `reference`)
	SELECT 'delete', old.rowid, old.`name`, old.`email`, old.`company`, old.`event_title`, old.`reference`
	WHERE old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'registration');
	UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `event_registrations`)
	WHERE `lead_kind` = 'registration' AND `indexed_rowid` > (SELECT coalesce(max(rowid), 0) FROM `event_registrations`);
END;--> statement-breakpoint
CREATE TRIGGER `event_registrations_fts_update` AFTER UPDATE OF `name`, `email`, `company`, `event_title` ON `event_registrations`
WHEN old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'registration') BEGIN
	INSERT INTO `event_registrations_fts`(`event_registrations_fts`, rowid, `name`, `email`, `company`, `event_title`, `reference`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`company`, old.`event_title`, old.`reference`);
	INSERT INTO `event_registrations_fts`(rowid, `name`, `email`, `company`, `event_title`, `reference`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`company`, new.`event_title`, new.`reference`);
END;