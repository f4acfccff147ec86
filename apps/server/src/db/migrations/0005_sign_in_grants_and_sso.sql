CREATE TABLE "identity_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issuer_url" text NOT NULL,
	"oauth_client_id" text NOT NULL,
	"client_secret_ciphertext" "bytea" NOT NULL,
	"secret_key_id" text NOT NULL,
	"scopes" text DEFAULT 'openid email profile' NOT NULL,
	"email_domains" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_providers_client_name_unique" UNIQUE("client_id","name"),
	CONSTRAINT "identity_providers_name_format" CHECK ("identity_providers"."name" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$')
);
--> statement-breakpoint
CREATE TABLE "sso_authorisations" (
	"state_hash" "bytea" PRIMARY KEY NOT NULL,
	"identity_provider_id" uuid NOT NULL,
	"browser_binding_hash" "bytea" NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_provider_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_identities_provider_subject_unique" UNIQUE("identity_provider_id","subject"),
	CONSTRAINT "user_identities_provider_user_unique" UNIQUE("identity_provider_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sign_in_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_by" uuid,
	"scheme_year" integer,
	"reason" text,
	"identity_provider_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sign_in_grants_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sign_in_grants_kind_valid" CHECK ("sign_in_grants"."kind" in ('masquerade', 'magic_link', 'single_sign_on')),
	CONSTRAINT "sign_in_grants_masquerade_complete" CHECK (("sign_in_grants"."kind" = 'masquerade') = ("sign_in_grants"."scheme_year" is not null and "sign_in_grants"."reason" is not null and "sign_in_grants"."issued_by" is not null)),
	CONSTRAINT "sign_in_grants_sso_has_provider" CHECK (("sign_in_grants"."kind" = 'single_sign_on') = ("sign_in_grants"."identity_provider_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_revoke_reason_valid";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "two_factor_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "masquerade_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "masquerade_scheme_year" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "identity_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_authorisations" ADD CONSTRAINT "sso_authorisations_identity_provider_id_identity_providers_id_fk" FOREIGN KEY ("identity_provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_identity_provider_id_identity_providers_id_fk" FOREIGN KEY ("identity_provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_grants" ADD CONSTRAINT "sign_in_grants_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_grants" ADD CONSTRAINT "sign_in_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_grants" ADD CONSTRAINT "sign_in_grants_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_grants" ADD CONSTRAINT "sign_in_grants_identity_provider_id_identity_providers_id_fk" FOREIGN KEY ("identity_provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_authorisations_expires_idx" ON "sso_authorisations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_grants_user_idx" ON "sign_in_grants" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_masquerade_admin_id_users_id_fk" FOREIGN KEY ("masquerade_admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_identity_provider_id_identity_providers_id_fk" FOREIGN KEY ("identity_provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_masquerade_complete" CHECK (("sessions"."masquerade_admin_id" is null) = ("sessions"."masquerade_scheme_year" is null));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoke_reason_valid" CHECK ("sessions"."revoke_reason" is null or "sessions"."revoke_reason" in ('logout', 'refresh_reuse', 'idle', 'expired', 'password_changed', 'masquerade_ended'));