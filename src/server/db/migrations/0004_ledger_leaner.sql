-- The ledger functions of migration 0003 doing less work per call, same rules and results (issue 14):
-- * the JSON helpers are STABLE, as their bodies are (json_build_object, to_char), so the planner inlines
--   them; declared IMMUTABLE they were run as SQL functions, parsed and planned again in every transaction;
-- * lots past expiry are settled only when an EXISTS says there are some, instead of a call of
--   ledger_settle_expired that scans and locks on every reserve and settle;
-- * lots and holds are read without row locks of their own: every change to them is made under the user's
--   profile lock, which each function takes first, and each later statement sees what the previous
--   holder of that lock committed;
-- * a settled hold's lots are looked up by primary key, whatever the table statistics;
-- * token_holds indexes only what is looked up: the idempotency key when there is one, and pending holds
--   for the stale-hold job, so reserving and settling a hold write fewer index entries.

CREATE UNIQUE INDEX "token_holds_idempotency_key_idx" ON "token_holds" USING btree ("idempotency_key") WHERE "token_holds"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "token_holds" DROP CONSTRAINT "token_holds_idempotency_key_unique";--> statement-breakpoint
DROP INDEX "token_holds_pending_created_idx";--> statement-breakpoint
CREATE INDEX "token_holds_pending_created_idx" ON "token_holds" USING btree ("created_at") WHERE "token_holds"."status" = 'pending';--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_format_tokens(n integer) RETURNS text
LANGUAGE sql STABLE AS $$ SELECT to_char(n, 'FM999,999,999,990') $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_figures(p profiles) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'tokenBalance', p.token_balance,
    'totalTokensPurchased', p.total_tokens_purchased,
    'totalTokensUsed', p.total_tokens_used)
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_hold_json(h token_holds) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', h.id, 'userId', h.user_id, 'amount', h.amount, 'status', h.status,
    'purpose', h.purpose, 'committedAmount', h.committed_amount)
$$;
--> statement-breakpoint

-- Same contract as in 0003 (outcomes, asynchronous commit when p_own_transaction).
CREATE OR REPLACE FUNCTION ledger_reserve(
  p_user text, p_amount integer, p_purpose text, p_description text, p_reference text, p_key text,
  p_now timestamptz, p_own_transaction boolean
) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  v_profile profiles;
  v_hold token_holds;
  v_settled integer;
  v_left integer := p_amount;
  v_take integer;
  v_lot record;
  v_setting text;
BEGIN
  IF p_own_transaction THEN
    -- An assignment rather than PERFORM: evaluated as an expression, not run as a query.
    v_setting := set_config('synchronous_commit', 'off', true);
  END IF;
  SELECT * INTO v_profile FROM profiles WHERE id = p_user FOR UPDATE;
  IF NOT FOUND THEN
    RETURN json_build_object('outcome', 'not_found');
  END IF;
  IF p_key IS NOT NULL THEN
    SELECT * INTO v_hold FROM token_holds WHERE idempotency_key = p_key;
  END IF;
  IF EXISTS (SELECT 1 FROM token_lots
             WHERE user_id = p_user AND expired_at IS NULL AND expires_at <= p_now) THEN
    v_settled := ledger_settle_expired(p_user, p_now);
    IF v_settled IS NOT NULL THEN
      v_profile.token_balance := v_settled;
    END IF;
  END IF;
  IF v_hold.id IS NOT NULL THEN
    RETURN json_build_object('outcome', 'replayed', 'hold', ledger_hold_json(v_hold),
      'balance', ledger_figures(v_profile));
  END IF;
  IF v_profile.token_balance < p_amount THEN
    RETURN json_build_object('outcome', 'insufficient', 'balance', ledger_figures(v_profile),
      'settledExpired', v_settled IS NOT NULL);
  END IF;

  INSERT INTO token_holds (user_id, amount, status, purpose, description, reference, idempotency_key, created_at)
  VALUES (p_user, p_amount, 'pending', p_purpose, p_description, p_reference, p_key, p_now)
  RETURNING * INTO v_hold;
  FOR v_lot IN
    SELECT id, remaining FROM token_lots
    WHERE user_id = p_user AND expired_at IS NULL AND remaining > 0
      AND (expires_at IS NULL OR expires_at > p_now)
    ORDER BY expires_at ASC NULLS LAST, created_at, id
  LOOP
    v_take := least(v_left, v_lot.remaining);
    UPDATE token_lots SET remaining = remaining - v_take WHERE id = v_lot.id;
    INSERT INTO token_hold_allocations (hold_id, lot_id, amount) VALUES (v_hold.id, v_lot.id, v_take);
    v_left := v_left - v_take;
    EXIT WHEN v_left = 0;
  END LOOP;
  -- The cached balance said there was enough; the lots must agree, or the ledger is corrupt.
  IF v_left <> 0 THEN
    RAISE EXCEPTION 'Ledger out of step for user %: lots short by %', p_user, v_left;
  END IF;
  UPDATE profiles SET token_balance = token_balance - p_amount, updated_at = p_now
  WHERE id = p_user RETURNING * INTO v_profile;
  RETURN json_build_object('outcome', 'reserved', 'hold', ledger_hold_json(v_hold),
    'balance', ledger_figures(v_profile));
END
$$;
--> statement-breakpoint

-- Same contract as in 0003.
CREATE OR REPLACE FUNCTION ledger_settle_hold(
  p_hold uuid, p_status text, p_spend integer, p_description text, p_reference text, p_now timestamptz
) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  v_profile profiles;
  v_hold token_holds;
  v_settled integer;
  v_spent integer;
  v_left integer;
  v_back integer;
  v_returned integer := 0;
  v_allocation record;
BEGIN
  -- The profile lock comes first; the hold's user is found inside the same statement.
  SELECT * INTO v_profile FROM profiles
  WHERE id = (SELECT user_id FROM token_holds WHERE id = p_hold) FOR UPDATE;
  IF NOT FOUND THEN
    RETURN json_build_object('outcome', 'not_found');
  END IF;
  -- Read after the lock: a settlement of this hold that committed meanwhile shows here.
  SELECT * INTO v_hold FROM token_holds WHERE id = p_hold;
  IF EXISTS (SELECT 1 FROM token_lots
             WHERE user_id = v_profile.id AND expired_at IS NULL AND expires_at <= p_now) THEN
    v_settled := ledger_settle_expired(v_profile.id, p_now);
    IF v_settled IS NOT NULL THEN
      v_profile.token_balance := v_settled;
    END IF;
  END IF;
  IF v_hold.status <> 'pending' THEN
    RETURN json_build_object('outcome', 'unchanged', 'hold', ledger_hold_json(v_hold),
      'balance', ledger_figures(v_profile));
  END IF;

  v_spent := greatest(0, least(v_hold.amount, p_spend));
  v_left := v_hold.amount - v_spent;
  IF v_left > 0 THEN
    -- Each allocation's lot by its primary key (LIMIT 1 keeps the lateral join a per-row lookup): without
    -- table statistics (a new database; PGlite, which runs no autovacuum) a join was hashed over all lots.
    FOR v_allocation IN
      SELECT a.lot_id, a.amount, l.expires_at, l.expired_at
      FROM token_hold_allocations a
      CROSS JOIN LATERAL (
        SELECT id, expires_at, expired_at, created_at FROM token_lots WHERE id = a.lot_id LIMIT 1
      ) l
      WHERE a.hold_id = p_hold
      ORDER BY l.expires_at DESC NULLS FIRST, l.created_at DESC, l.id DESC
    LOOP
      v_back := least(v_left, v_allocation.amount);
      v_left := v_left - v_back;
      IF v_allocation.expired_at IS NULL
         AND (v_allocation.expires_at IS NULL OR v_allocation.expires_at > p_now) THEN
        UPDATE token_lots SET remaining = remaining + v_back WHERE id = v_allocation.lot_id;
        v_returned := v_returned + v_back;
      ELSE
        -- The lot expired while its tokens were held: they leave the ledger now instead of coming back.
        INSERT INTO token_transactions
          (user_id, type, description, amount, balance_after, reference, idempotency_key, created_at)
        VALUES
          (v_profile.id, 'expiry', ledger_format_tokens(v_back) || ' tokens expired', -v_back,
           v_profile.token_balance, v_allocation.lot_id::text,
           'expiry:' || v_allocation.lot_id || ':' || p_hold, p_now)
        ON CONFLICT (idempotency_key) DO NOTHING;
      END IF;
      EXIT WHEN v_left = 0;
    END LOOP;
  END IF;
  UPDATE profiles
  SET token_balance = token_balance + v_returned, total_tokens_used = total_tokens_used + v_spent,
      updated_at = p_now
  WHERE id = v_profile.id RETURNING * INTO v_profile;
  IF v_spent > 0 AND p_description IS NOT NULL THEN
    INSERT INTO token_transactions
      (user_id, type, description, amount, balance_after, reference, idempotency_key, created_at)
    VALUES
      (v_profile.id, v_hold.purpose, p_description, -v_spent, v_profile.token_balance,
       coalesce(p_reference, v_hold.reference), 'hold:' || p_hold, p_now)
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  UPDATE token_holds SET status = p_status, committed_amount = v_spent, settled_at = p_now
  WHERE id = p_hold RETURNING * INTO v_hold;
  RETURN json_build_object('outcome', 'settled', 'hold', ledger_hold_json(v_hold),
    'balance', ledger_figures(v_profile));
END
$$;
