-- The demo's clock (issue 35): one row, the portal's time moved by offset_ms (0: the real time).
CREATE TABLE "portal_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "portal_clock_one_row" CHECK ("portal_clock"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "portal_clock" ("id", "offset_ms") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
