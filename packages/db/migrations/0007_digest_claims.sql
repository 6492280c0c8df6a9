CREATE TABLE "digest_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"digest_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digests" ADD COLUMN "left_in_queue" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "queued_emails" ADD COLUMN "digest_id" uuid;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_digest_id_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."digests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_deliveries_user_sent_idx" ON "digest_deliveries" USING btree ("user_id","sent_at");--> statement-breakpoint
ALTER TABLE "queued_emails" ADD CONSTRAINT "queued_emails_digest_id_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."digests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before one running digest per user is enforced: a user who started several at once keeps the newest.
UPDATE "digests" SET "status" = 'error', "details" = 'Stopped: another digest of yours was running at the same time.'
WHERE "status" NOT IN ('completed', 'error') AND "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
		FROM "digests" WHERE "status" NOT IN ('completed', 'error')
	) AS "running" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "digests_one_running_per_user_idx" ON "digests" USING btree ("user_id") WHERE "digests"."status" not in ('completed', 'error');--> statement-breakpoint
CREATE INDEX "queued_emails_digest_idx" ON "queued_emails" USING btree ("digest_id");