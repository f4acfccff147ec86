ALTER TABLE "sessions" DROP CONSTRAINT "sessions_revoke_reason_valid";--> statement-breakpoint
DROP INDEX "outbox_messages_due_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permissions_valid" CHECK ("users"."permissions" <@ array['approver', 'reports', 'uploads', 'settings']::text[] and ("users"."user_type" = 'employer' or cardinality("users"."permissions") = 0));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoke_reason_valid" CHECK ("sessions"."revoke_reason" is null or "sessions"."revoke_reason" in ('logout', 'refresh_reuse', 'idle', 'expired', 'password_changed', 'masquerade_ended', 'two_factor_changed'));--> statement-breakpoint
-- Employers before this migration could do everything their tenant offered: they keep every permission.
UPDATE "users" SET "permissions" = array['approver', 'reports', 'uploads', 'settings']::text[] WHERE "user_type" = 'employer';
