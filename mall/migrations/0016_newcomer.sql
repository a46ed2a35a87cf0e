-- The newbie gift pack: coupons (not listed in the centre) that an account with no completed order receives
-- together, in one tap. Each copy is granted under the source 'newcomer:<user>:<coupon>'.
CREATE TABLE newcomer_gifts (
  coupon_id INTEGER PRIMARY KEY REFERENCES coupons (id),
  sort INTEGER NOT NULL DEFAULT 0
);
