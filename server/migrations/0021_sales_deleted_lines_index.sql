-- The deleted dishes report (schemas/analytics/business_deleted_dishes.json) reads the lines deleted
-- at the till, about one in a hundred: over a ten-shop year it scanned all six million lines (about
-- 2.6 s). This index holds only the deleted ones. Its condition is spelled as the report compiler
-- writes a filter, `(column)::text = ANY(values)`, so the planner can prove a part fixed at
-- `deleted: ["true"]` reads nothing else.
CREATE INDEX sales_order_line_deleted_idx ON sales_order_line (company_id, business_date)
  WHERE (deleted)::text = 'true';
