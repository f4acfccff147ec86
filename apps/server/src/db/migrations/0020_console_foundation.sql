-- The operator console (issue 35): an archived client keeps its data while nobody signs in on its host, and
-- the platform host (`platform.<domain>`) has a record of its own in clients, so that platform administrators'
-- sign-in (attempt counts, two-factor challenges, sessions) is kept there as on any site. It names no tenant:
-- the tenant plugin never makes it a request's tenant, and `platform` is a reserved sub-domain.
ALTER TABLE "clients" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
INSERT INTO "clients" ("id", "slug", "name") VALUES ('00000000-0000-4000-8000-000000000001', 'platform', 'Platform') ON CONFLICT ("slug") DO NOTHING;
