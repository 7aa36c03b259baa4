-- Permission types (schemas/accounts/privilege-mapping.json) in the generic resource shape. Created
-- here rather than derived from the schema because sign-in reads them: a session's privileges are
-- its account's permission type.
CREATE TABLE res_privilege_mapping (LIKE res_company INCLUDING ALL);
ALTER TABLE res_privilege_mapping ADD FOREIGN KEY (company_id) REFERENCES res_company (id);
