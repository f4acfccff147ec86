CREATE TABLE "contact_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_label" text NOT NULL,
	"comments" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatar_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"image_name" text NOT NULL,
	CONSTRAINT "avatar_options_client_position_unique" UNIQUE("client_id","position"),
	CONSTRAINT "avatar_options_client_value_unique" UNIQUE("client_id","value"),
	CONSTRAINT "avatar_options_position_not_negative" CHECK ("avatar_options"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carousel_slides" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_name" text,
	CONSTRAINT "carousel_slides_client_position_unique" UNIQUE("client_id","position"),
	CONSTRAINT "carousel_slides_position_not_negative" CHECK ("carousel_slides"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_pages" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_subjects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "enquiry_subjects_client_position_unique" UNIQUE("client_id","position"),
	CONSTRAINT "enquiry_subjects_client_value_unique" UNIQUE("client_id","value"),
	CONSTRAINT "enquiry_subjects_position_not_negative" CHECK ("enquiry_subjects"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "faq_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "faq_groups_client_position_unique" UNIQUE("client_id","position"),
	CONSTRAINT "faq_groups_client_id_unique" UNIQUE("client_id","id"),
	CONSTRAINT "faq_groups_position_not_negative" CHECK ("faq_groups"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	CONSTRAINT "faq_questions_group_position_unique" UNIQUE("group_id","position"),
	CONSTRAINT "faq_questions_position_not_negative" CHECK ("faq_questions"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_page_banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_name" text,
	"link" text,
	"link_text" text,
	CONSTRAINT "home_page_banners_client_position_unique" UNIQUE("client_id","position"),
	CONSTRAINT "home_page_banners_position_not_negative" CHECK ("home_page_banners"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_page_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_name" text,
	"link" text NOT NULL,
	CONSTRAINT "home_page_cards_client_position_unique" UNIQUE("client_id","position"),
	CONSTRAINT "home_page_cards_position_not_negative" CHECK ("home_page_cards"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_options" ADD CONSTRAINT "avatar_options_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_options" ADD CONSTRAINT "avatar_options_image_fk" FOREIGN KEY ("client_id","image_name") REFERENCES "public"."client_assets"("client_id","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD CONSTRAINT "carousel_slides_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD CONSTRAINT "carousel_slides_image_fk" FOREIGN KEY ("client_id","image_name") REFERENCES "public"."client_assets"("client_id","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_pages" ADD CONSTRAINT "contact_pages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_subjects" ADD CONSTRAINT "enquiry_subjects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_groups" ADD CONSTRAINT "faq_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_group_fk" FOREIGN KEY ("client_id","group_id") REFERENCES "public"."faq_groups"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_banners" ADD CONSTRAINT "home_page_banners_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_banners" ADD CONSTRAINT "home_page_banners_image_fk" FOREIGN KEY ("client_id","image_name") REFERENCES "public"."client_assets"("client_id","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_cards" ADD CONSTRAINT "home_page_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_cards" ADD CONSTRAINT "home_page_cards_image_fk" FOREIGN KEY ("client_id","image_name") REFERENCES "public"."client_assets"("client_id","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_enquiries_client_created_idx" ON "contact_enquiries" USING btree ("client_id","created_at");