CREATE TYPE "public"."digest_status" AS ENUM('starting', 'loading', 'analyzing', 'optimizing', 'sending', 'completed', 'error');--> statement-breakpoint
CREATE TABLE "digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"status" "digest_status" DEFAULT 'starting' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"details" text,
	"format" "output_format" NOT NULL,
	"include_table_of_contents" boolean DEFAULT true NOT NULL,
	"include_original_links" boolean DEFAULT true NOT NULL,
	"custom_styles" jsonb,
	"email_ids" jsonb NOT NULL,
	"destination_email" text NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parts_sent" integer DEFAULT 0 NOT NULL,
	"sending_part" integer,
	"parts_total" integer,
	"sent_at" timestamp with time zone,
	"labelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digests" ADD CONSTRAINT "digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digests_user_session_idx" ON "digests" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "digests_user_created_idx" ON "digests" USING btree ("user_id","created_at");