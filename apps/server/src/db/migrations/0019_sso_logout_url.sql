-- Single sign-on: the provider's end-session (logout) address is worked out when it vouches for the person and
-- kept on the grant, then on the session it begins, so login setup and the grant exchange read it there.
ALTER TABLE "sessions" ADD COLUMN "sso_logout_url" text;--> statement-breakpoint
ALTER TABLE "sign_in_grants" ADD COLUMN "sso_logout_url" text;--> statement-breakpoint
ALTER TABLE "sign_in_grants" ADD CONSTRAINT "sign_in_grants_logout_is_sso" CHECK ("sign_in_grants"."kind" = 'single_sign_on' or "sign_in_grants"."sso_logout_url" is null);
