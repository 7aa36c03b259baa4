// Imported before the server by job-server.ts, so the test kinds exist when its workers start.
import { registerTestJobs } from './test-jobs';

registerTestJobs();
