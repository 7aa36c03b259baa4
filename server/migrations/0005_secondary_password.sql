-- A shop manager's secondary password: the six-digit manager key that protects deleting dishes,
-- closing the store and refunds (business spec §6). Stored only as an argon2id hash.
ALTER TABLE app_user ADD COLUMN secondary_password_hash text;
