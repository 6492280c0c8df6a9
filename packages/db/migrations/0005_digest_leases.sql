ALTER TABLE "digests" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "digests" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "digests" ADD COLUMN "lease_job_id" text;--> statement-breakpoint
ALTER TABLE "digests" ADD COLUMN "recoveries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "digests_lease_expires_idx" ON "digests" USING btree ("lease_expires_at");