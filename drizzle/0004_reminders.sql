CREATE TABLE "reminder_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"local_date" date NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reminders_enabled" boolean DEFAULT false NOT NULL,
	"days" integer DEFAULT 31 NOT NULL,
	"minute_of_day" integer DEFAULT 1200 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"recap_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_days" CHECK ("reminder_settings"."days" between 0 and 127),
	CONSTRAINT "reminder_settings_minute" CHECK ("reminder_settings"."minute_of_day" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_user_kind_date_idx" ON "reminder_sends" USING btree ("user_id","kind","local_date");--> statement-breakpoint
CREATE INDEX "reminder_sends_created_idx" ON "reminder_sends" USING btree ("created_at");