DROP INDEX "payroll_lines_user_period";--> statement-breakpoint
CREATE INDEX "benefit_claims_user_id" ON "benefit_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_enquiries_user" ON "contact_enquiries" USING btree ("user_id") WHERE "contact_enquiries"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "family_members_user_id" ON "family_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_masquerade_admin" ON "sessions" USING btree ("masquerade_admin_id") WHERE "sessions"."masquerade_admin_id" is not null;--> statement-breakpoint
CREATE INDEX "user_identities_user" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_grants_issued_by" ON "sign_in_grants" USING btree ("issued_by") WHERE "sign_in_grants"."issued_by" is not null;--> statement-breakpoint
CREATE INDEX "selection_events_actor" ON "selection_events" USING btree ("actor_id") WHERE "selection_events"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "selections_decided_by" ON "selections" USING btree ("decided_by") WHERE "selections"."decided_by" is not null;--> statement-breakpoint
CREATE INDEX "life_events_user_id" ON "life_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "life_events_voided_by" ON "life_events" USING btree ("voided_by") WHERE "life_events"."voided_by" is not null;--> statement-breakpoint
CREATE INDEX "voucher_orders_user_id" ON "voucher_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "voucher_orders_created_by" ON "voucher_orders" USING btree ("created_by") WHERE "voucher_orders"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "roster_upload_rows_user" ON "roster_upload_rows" USING btree ("user_id") WHERE "roster_upload_rows"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "roster_uploads_uploaded_by" ON "roster_uploads" USING btree ("uploaded_by") WHERE "roster_uploads"."uploaded_by" is not null;--> statement-breakpoint
CREATE INDEX "report_builds_requested_by" ON "report_builds" USING btree ("requested_by") WHERE "report_builds"."requested_by" is not null;--> statement-breakpoint
CREATE INDEX "payroll_lines_user_period" ON "payroll_lines" USING btree ("user_id","period");