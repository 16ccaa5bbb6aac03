CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"emoji" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_activity" (
	"entry_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	CONSTRAINT "entry_activity_entry_id_activity_id_pk" PRIMARY KEY("entry_id","activity_id")
);
--> statement-breakpoint
ALTER TABLE "journal_entry" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "journal_entry" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_activity" ADD CONSTRAINT "entry_activity_entry_id_journal_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_activity" ADD CONSTRAINT "entry_activity_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_user_name_idx" ON "activity" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "entry_activity_activity_idx" ON "entry_activity" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_user_client_idx" ON "journal_entry" USING btree ("user_id","client_id");