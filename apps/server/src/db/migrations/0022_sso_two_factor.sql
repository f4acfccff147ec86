ALTER TABLE "two_factor_challenges" ADD COLUMN "identity_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD COLUMN "sso_logout_url" text;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "trust_provider_mfa" boolean DEFAULT false NOT NULL;