-- The token ledger's balance changes as SQL functions, so reserving and settling a hold are one round trip
-- each (src/server/billing/ledger-sql.ts calls them with prepared statements). Same rules as before:
-- the user's profiles row is the ledger lock and is always taken first; lots are spent soonest expiry
-- first (the non-expiring welcome grant last) and given back in the reverse order; every balance change
-- first settles the user's lots past their expiry. Each returns the new figures for the caller to publish.

-- "1,234": the en-US grouping formatTokens() uses in descriptions.
CREATE OR REPLACE FUNCTION ledger_format_tokens(n integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT to_char(n, 'FM999,999,999,990') $$;
--> statement-breakpoint

-- {tokenBalance, totalTokensPurchased, totalTokensUsed} of a profiles row.
CREATE OR REPLACE FUNCTION ledger_figures(p profiles) RETURNS json
LANGUAGE sql IMMUTABLE AS $$
  SELECT json_build_object(
    'tokenBalance', p.token_balance,
    'totalTokensPurchased', p.total_tokens_purchased,
    'totalTokensUsed', p.total_tokens_used)
$$;
--> statement-breakpoint

-- A hold as the API's Hold type.
CREATE OR REPLACE FUNCTION ledger_hold_json(h token_holds) RETURNS json
LANGUAGE sql IMMUTABLE AS $$
  SELECT json_build_object(
    'id', h.id, 'userId', h.user_id, 'amount', h.amount, 'status', h.status,
    'purpose', h.purpose, 'committedAmount', h.committed_amount)
$$;
--> statement-breakpoint

-- Writes the expiry of the user's lots past expires_at and not settled yet: remaining to 0, expired_at set,
-- one `expiry` transaction per lot with tokens left (key expiry:<lotId>). Call with the profile lock held.
-- Returns the new token_balance, or null when no balance changed.
CREATE OR REPLACE FUNCTION ledger_settle_expired(p_user text, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_lot record;
  v_balance integer;
BEGIN
  FOR v_lot IN
    SELECT id, remaining FROM token_lots
    WHERE user_id = p_user AND expired_at IS NULL AND expires_at <= p_now
    ORDER BY expires_at, id
    FOR UPDATE
  LOOP
    UPDATE token_lots SET remaining = 0, expired_at = p_now WHERE id = v_lot.id;
    CONTINUE WHEN v_lot.remaining = 0;
    UPDATE profiles SET token_balance = token_balance - v_lot.remaining, updated_at = p_now
    WHERE id = p_user RETURNING token_balance INTO v_balance;
    INSERT INTO token_transactions
      (user_id, type, description, amount, balance_after, reference, idempotency_key, created_at)
    VALUES
      (p_user, 'expiry', ledger_format_tokens(v_lot.remaining) || ' tokens expired', -v_lot.remaining,
       v_balance, v_lot.id::text, 'expiry:' || v_lot.id, p_now)
    ON CONFLICT (idempotency_key) DO NOTHING;
  END LOOP;
  RETURN v_balance;
END
$$;
--> statement-breakpoint

-- Reserves p_amount for the user: {outcome: "reserved" | "replayed" | "insufficient" | "not_found",
-- hold?, balance?}. "replayed": a hold with this idempotency key exists and is returned as it is.
-- "insufficient" still commits the settlement of expired lots (settledExpired: whether it lowered the balance).
-- p_own_transaction: the call is a transaction of its own, which then commits without waiting for its WAL
-- flush. A reservation is only a promise: a database crash in the following moment loses it whole (hold,
-- allocations and balance change together, as if released), and any later commit that depends on it
-- flushes it first, since WAL is flushed in order. Commits, releases and grants stay synchronous.
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
BEGIN
  IF p_own_transaction THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  SELECT * INTO v_profile FROM profiles WHERE id = p_user FOR UPDATE;
  IF NOT FOUND THEN
    RETURN json_build_object('outcome', 'not_found');
  END IF;
  IF p_key IS NOT NULL THEN
    SELECT * INTO v_hold FROM token_holds WHERE idempotency_key = p_key;
  END IF;
  v_settled := ledger_settle_expired(p_user, p_now);
  IF v_settled IS NOT NULL THEN
    v_profile.token_balance := v_settled;
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
    FOR UPDATE
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

-- Ends a pending hold: spends p_spend of it (clamped to 0..reserved), gives the rest back to its lots
-- (latest expiring first; tokens of a lot that expired meanwhile expire here, key expiry:<lotId>:<holdId>),
-- writes one generation/iteration transaction (key hold:<holdId>) when something is spent and p_description
-- is given, and marks the hold p_status. {outcome: "settled" | "unchanged" | "not_found", hold?, balance?};
-- "unchanged": the hold was no longer pending and is returned as it is.
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
  SELECT * INTO v_hold FROM token_holds WHERE id = p_hold FOR UPDATE;
  v_settled := ledger_settle_expired(v_profile.id, p_now);
  IF v_settled IS NOT NULL THEN
    v_profile.token_balance := v_settled;
  END IF;
  IF v_hold.status <> 'pending' THEN
    RETURN json_build_object('outcome', 'unchanged', 'hold', ledger_hold_json(v_hold),
      'balance', ledger_figures(v_profile));
  END IF;

  v_spent := greatest(0, least(v_hold.amount, p_spend));
  v_left := v_hold.amount - v_spent;
  IF v_left > 0 THEN
    FOR v_allocation IN
      SELECT a.lot_id, a.amount, l.expires_at, l.expired_at
      FROM token_hold_allocations a JOIN token_lots l ON l.id = a.lot_id
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
