CREATE TABLE `site_content_drafts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`base_version` integer NOT NULL,
	`revision` integer NOT NULL,
	`bytes` integer NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notification_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_kind` text,
	`lead_id` text,
	`recipient` text,
	`subject` text,
	`body` text,
	`channel` text DEFAULT 'email' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`last_error` text,
	`created_at` text NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
INSERT INTO `__new_notification_outbox`("id", "lead_kind", "lead_id", "channel", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at") SELECT "id", "lead_kind", "lead_id", "channel", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at" FROM `notification_outbox`;--> statement-breakpoint
DROP TABLE `notification_outbox`;--> statement-breakpoint
ALTER TABLE `__new_notification_outbox` RENAME TO `notification_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `notification_outbox_lead_channel_idx` ON `notification_outbox` (`lead_kind`,`lead_id`,`channel`);--> statement-breakpoint
CREATE INDEX `notification_outbox_due_idx` ON `notification_outbox` (`status`,`next_attempt_at`);