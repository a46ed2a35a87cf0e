-- The IMEIs of the units packed in each package, as the warehouse records them when it ships.
CREATE TABLE package_imeis (
  imei TEXT PRIMARY KEY CHECK (length(imei) = 15),
  package_id INTEGER NOT NULL REFERENCES packages (id),
  order_line_id INTEGER NOT NULL REFERENCES order_lines (id)
);
CREATE INDEX package_imeis_package ON package_imeis (package_id, order_line_id);

-- Activations as the device network reports them (the admin feed): an IMEI's first activation is kept, whether its
-- unit has been scanned yet or not; a scan copies it onto the claimed unit (`imei_units.activated_at`).
CREATE TABLE device_activations (
  imei TEXT PRIMARY KEY CHECK (length(imei) = 15),
  activated_at INTEGER NOT NULL,
  reported_at INTEGER NOT NULL
);

-- Every scan a retailer sent and the mall's answer: approved (the unit is claimed in `imei_units`, which allows one
-- claim per IMEI), or refused with the reason. `claimed` is how many units the approving batch's guarded insert
-- claimed: its CHECK refuses the whole batch when the guard (units signed for in that package) claimed none.
CREATE TABLE imei_scans (
  id INTEGER PRIMARY KEY,
  retailer_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  imei TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('approved', 'refused')),
  reason TEXT,
  claimed INTEGER NOT NULL DEFAULT 0 CHECK (status <> 'approved' OR claimed = 1),
  created_at INTEGER NOT NULL
);
CREATE INDEX imei_scans_retailer ON imei_scans (retailer_id, created_at);
