ALTER TABLE "entry_activity" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "entry_activity" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "entry_activity_user_created_idx" ON "entry_activity" USING btree ("user_id","created_at","activity_id");--> statement-breakpoint
-- Links written before this migration: their entry's owner and date.
UPDATE "entry_activity" ea SET "user_id" = je."user_id", "created_at" = je."created_at" FROM "journal_entry" je WHERE je."id" = ea."entry_id";--> statement-breakpoint
-- Every new link takes its entry's owner and date, whoever writes it (the app, an import, a seed),
-- so the copies can never disagree with the entry.
CREATE OR REPLACE FUNCTION entry_activity_copy_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT je."user_id", je."created_at" INTO NEW."user_id", NEW."created_at" FROM "journal_entry" je WHERE je."id" = NEW."entry_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER entry_activity_copy_entry BEFORE INSERT OR UPDATE OF "entry_id" ON "entry_activity" FOR EACH ROW EXECUTE FUNCTION entry_activity_copy_entry();--> statement-breakpoint
-- An entry moved to another day (backdating an edit) moves its links with it.
CREATE OR REPLACE FUNCTION journal_entry_move_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "entry_activity" SET "created_at" = NEW."created_at" WHERE "entry_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER journal_entry_move_links AFTER UPDATE OF "created_at" ON "journal_entry" FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION journal_entry_move_links();
