ALTER TABLE "life_event_types" ALTER COLUMN "days_after" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "life_event_types" ALTER COLUMN "days_after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "schemes" ADD COLUMN "pay_day" integer;--> statement-breakpoint
ALTER TABLE "schemes" ADD COLUMN "new_joiner_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "schemes" ADD COLUMN "life_event_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_pay_day_range" CHECK ("schemes"."pay_day" between 1 and 28);--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_new_joiner_window_days_range" CHECK ("schemes"."new_joiner_window_days" between 7 and 90);--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_life_event_window_days_range" CHECK ("schemes"."life_event_window_days" between 7 and 180);