CREATE TABLE "token_ledger_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_ledger_totals" ADD CONSTRAINT "token_ledger_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The transactions list showed each row's running balance by adding up every row older than its page: 10,000
-- rows read for the first 20. With each user's total kept here, it subtracts the rows from its page up instead.
-- Kept on every insert, in the inserting transaction, so a reader's one statement sees the total and the
-- rows agree. The ledger never updates an amount or deletes a row (an account's deletion drops its total).
CREATE FUNCTION token_ledger_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NOT NULL THEN
    INSERT INTO token_ledger_totals (user_id, total) VALUES (NEW.user_id, NEW.amount)
    ON CONFLICT (user_id) DO UPDATE SET total = token_ledger_totals.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The trigger first: creating it locks out inserts until this migration commits, so the sums below count
-- every row committed before, and the trigger every row after.
CREATE TRIGGER token_transactions_add_to_total AFTER INSERT ON token_transactions
  FOR EACH ROW EXECUTE FUNCTION token_ledger_totals_add();--> statement-breakpoint
INSERT INTO token_ledger_totals (user_id, total)
  SELECT user_id, sum(amount) FROM token_transactions WHERE user_id IS NOT NULL GROUP BY user_id;
