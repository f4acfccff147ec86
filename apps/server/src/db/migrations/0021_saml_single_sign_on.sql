-- SAML 2.0 single sign-on beside OpenID Connect (issue 36): a provider has a protocol; the OpenID columns are
-- those of oidc providers only; SAML settings, requests in flight, accepted assertion IDs and logout tickets.
CREATE TABLE "saml_assertion_ids" (
	"identity_provider_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"not_on_or_after" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_assertion_ids_identity_provider_id_assertion_id_pk" PRIMARY KEY("identity_provider_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "saml_logout_tickets" (
	"ticket_hash" "bytea" PRIMARY KEY NOT NULL,
	"identity_provider_id" uuid NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text,
	"session_index" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_providers" (
	"identity_provider_id" uuid PRIMARY KEY NOT NULL,
	"metadata_url" text,
	"metadata_xml" text NOT NULL,
	"metadata_fetched_at" timestamp with time zone,
	"idp_entity_id" text NOT NULL,
	"idp_sso_url" text NOT NULL,
	"idp_slo_url" text,
	"idp_certificates" text[] NOT NULL,
	"sp_private_key_ciphertext" "bytea" NOT NULL,
	"sp_key_id" text NOT NULL,
	"sp_certificate" text NOT NULL,
	"next_sp_private_key_ciphertext" "bytea",
	"next_sp_key_id" text,
	"next_sp_certificate" text,
	"identifier_attribute" text,
	"identifier_target" text DEFAULT 'email' NOT NULL,
	"allow_idp_initiated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "saml_providers_identifier_target_valid" CHECK ("saml_providers"."identifier_target" in ('email', 'employee_number')),
	CONSTRAINT "saml_providers_next_key_whole" CHECK (("saml_providers"."next_sp_private_key_ciphertext" is null) = ("saml_providers"."next_sp_certificate" is null) and ("saml_providers"."next_sp_key_id" is null) = ("saml_providers"."next_sp_certificate" is null))
);
--> statement-breakpoint
CREATE TABLE "saml_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"identity_provider_id" uuid NOT NULL,
	"browser_binding_hash" "bytea" NOT NULL,
	"relay_state_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_providers" ALTER COLUMN "issuer_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ALTER COLUMN "oauth_client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ALTER COLUMN "client_secret_ciphertext" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ALTER COLUMN "secret_key_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "protocol" text DEFAULT 'oidc' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_assertion_ids" ADD CONSTRAINT "saml_assertion_ids_identity_provider_id_identity_providers_id_fk" FOREIGN KEY ("identity_provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_logout_tickets" ADD CONSTRAINT "saml_logout_tickets_identity_provider_id_identity_providers_id_fk" FOREIGN KEY ("identity_provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_providers" ADD CONSTRAINT "saml_providers_identity_provider_id_identity_providers_id_fk" FOREIGN KEY ("identity_provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_requests" ADD CONSTRAINT "saml_requests_identity_provider_id_identity_providers_id_fk" FOREIGN KEY ("identity_provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_assertion_ids_not_on_or_after_idx" ON "saml_assertion_ids" USING btree ("not_on_or_after");--> statement-breakpoint
CREATE INDEX "saml_logout_tickets_expires_idx" ON "saml_logout_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "saml_requests_expires_idx" ON "saml_requests" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_protocol_valid" CHECK ("identity_providers"."protocol" in ('oidc', 'saml'));--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_oidc_settings" CHECK (("identity_providers"."protocol" = 'oidc') = ("identity_providers"."issuer_url" is not null and "identity_providers"."oauth_client_id" is not null and "identity_providers"."client_secret_ciphertext" is not null and "identity_providers"."secret_key_id" is not null));