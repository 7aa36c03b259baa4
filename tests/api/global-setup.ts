// Before the API tests: the run's database templates (tests/support/database-templates.ts).
import { makeTemplates } from '../support/database-templates';

export default makeTemplates;
