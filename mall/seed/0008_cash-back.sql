-- Cash back in every market. Re-runnable: the UPDATE re-places each campaign around now (it started a week ago
-- and runs three more weeks), so a fresh start always has one running.
INSERT OR IGNORE INTO cash_back_campaigns (id, country_id, rate_bp, cap_minor, start_at, end_at) VALUES
  (1, 1, 200, 50000, 0, 1),
  (2, 2, 400, 50000, 0, 1),
  (3, 3, 300, 10000, 0, 1),
  (4, 4, 300, 5000, 0, 1),
  (5, 5, 200, 200000, 0, 1),
  (6, 6, 400, 40000, 0, 1),
  (7, 7, 500, 500000, 0, 1);

UPDATE cash_back_campaigns SET start_at = ((unixepoch() / 60) * 60000) - 604800000, end_at = ((unixepoch() / 60) * 60000) + 1814400000
WHERE id BETWEEN 1 AND 7;
