// After the API or browser tests: the run's database templates go.
import { removeTemplates } from './database-templates';

export default removeTemplates;
