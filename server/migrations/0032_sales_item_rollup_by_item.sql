-- A dish's actual monthly sales (business §3 "monthly sales (basic and actual)", schemas/menu/dish.json
-- `monthlySalesActual`) are read as each dish row of a list is: its quantity in the item roll-up over
-- each shop's last 30 days (server/sales/dish-monthly-sales.ts). The roll-up's other indexes lead
-- with the shop or the date, so each dish would scan a month of its company's every item; by item
-- and shop, it reads its own rows, one a shop a day.
CREATE INDEX sales_item_rollup_item_idx ON sales_item_rollup (company_id, kind, item_id, shop_id, business_date);
