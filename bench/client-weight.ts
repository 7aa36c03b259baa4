// `npm run bench:client`: step 2 of the bench alone (issues 10 and 22), for a quick check of the
// budgets: builds the client when it is stale, weighs /login, then up to home's key figures and in
// all after sign-in in Chromium, prints them against their budgets, and exits non-zero when a budget
// is exceeded or the step failed. `npm run bench:client -- --files` lists every file weighed too.
import { runClientWeightStep } from './foundation/client-weight-step';
import { clientFiles, clientProblems, clientTable } from './foundation/report';
import { cleanUpAll, cleanUpOnExit } from './support/cleanup';

// Far above a normal run (about 15 s, a minute with a build), so only a hang reaches it.
const TIME_LIMIT_SECONDS = 300;

async function main(): Promise<void> {
  cleanUpOnExit(TIME_LIMIT_SECONDS);
  const client = await runClientWeightStep();
  console.log(`\n${clientTable(client)}`);
  if (process.argv.includes('--files')) console.log(`\n${clientFiles(client)}`);
  const problems = clientProblems(client);
  for (const problem of problems) console.error(`!!! ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error('The client weight step failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUpAll());
