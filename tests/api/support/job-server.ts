// `npm start` with the background-job tests' kinds as one more module (server-restarts.test.ts):
// the product's own start, so the test kinds stay out of every production path.
import { startServer } from '../../../server/start';
import { testJobsModule } from './test-jobs';

startServer([testJobsModule]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
