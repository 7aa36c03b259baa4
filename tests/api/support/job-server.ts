// `npm start` with the background-job tests' kinds registered (background-job-restart.test.ts): the
// product's entry untouched, so the test kinds stay out of every production path.
import './register-test-jobs';
import '../../../server/main';
