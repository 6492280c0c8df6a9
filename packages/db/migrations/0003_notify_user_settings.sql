-- Tell every listening server process when a user's preferences or Gmail connection change, whoever
-- wrote them (tRPC, REST, better-auth's OAuth callback), so live subscriptions can reload status.
CREATE OR REPLACE FUNCTION folio_notify_user_settings() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('folio_user_settings', OLD.user_id);
  ELSE
    PERFORM pg_notify('folio_user_settings', NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_preferences_notify AFTER INSERT OR UPDATE OR DELETE ON "user_preferences"
  FOR EACH ROW EXECUTE FUNCTION folio_notify_user_settings();
--> statement-breakpoint
CREATE TRIGGER gmail_account_saved_notify AFTER INSERT OR UPDATE ON "account"
  FOR EACH ROW WHEN (NEW.provider_id = 'gmail') EXECUTE FUNCTION folio_notify_user_settings();
--> statement-breakpoint
CREATE TRIGGER gmail_account_deleted_notify AFTER DELETE ON "account"
  FOR EACH ROW WHEN (OLD.provider_id = 'gmail') EXECUTE FUNCTION folio_notify_user_settings();
