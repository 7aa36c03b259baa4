-- Issue 14 item 5: a guest's booking made through the public booking page is followed from that
-- page by a token the guest keeps (his browser's storage); only its hash is kept, as sessions' are.
CREATE TABLE reservation_guest_link (
  -- No foreign key: the reservations' table is made from its schema after the migrations run.
  reservation_id integer PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES res_shop (id),
  token_hash text NOT NULL UNIQUE
);
