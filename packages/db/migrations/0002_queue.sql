CREATE TYPE "public"."gmail_sync_status" AS ENUM('idle', 'running', 'error');--> statement-breakpoint
CREATE TYPE "public"."queued_email_status" AS ENUM('new', 'processed', 'removed');--> statement-breakpoint
CREATE TABLE "gmail_sync_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"label_id" text,
	"label_name" text,
	"history_id" text,
	"status" "gmail_sync_status" DEFAULT 'idle' NOT NULL,
	"indexed_count" integer DEFAULT 0 NOT NULL,
	"remaining_label_count" integer DEFAULT 0 NOT NULL,
	"total_to_process" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lock_token" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queued_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"gmail_id" text NOT NULL,
	"thread_id" text,
	"status" "queued_email_status" DEFAULT 'new' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"from_email" text DEFAULT '' NOT NULL,
	"from_name" text,
	"received_at" timestamp with time zone NOT NULL,
	"snippet" text,
	"web_version_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queued_emails_user_gmail_unique" UNIQUE("user_id","gmail_id")
);
--> statement-breakpoint
ALTER TABLE "gmail_sync_state" ADD CONSTRAINT "gmail_sync_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queued_emails" ADD CONSTRAINT "queued_emails_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queued_emails_user_status_received_idx" ON "queued_emails" USING btree ("user_id","status","received_at","id");