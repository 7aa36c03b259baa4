-- Trigram indexes make a list's "contains" search (ILIKE '%text%') an index lookup instead of a
-- scan of every record. pg_trgm is a trusted extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
