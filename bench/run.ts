// `npm run bench`: the benchmarks of issues 2 to 4, 6, 10 to 14. Loads the real server on each database
// engine beside a Fastify hello-world, weighs the client's JavaScript, times a declared resource's
// query and its screens in Chromium, asks Lighthouse for /login's desktop score, times the dish list
// at 20,000 dishes (first page, a search, page 800) and a 5,000-dish spreadsheet import, times a
// settings page and a 200-table QR sheet in Chromium, generates a 10,000-code coupon on each engine,
// and on PostgreSQL over a ten-shop year of orders times the ingest, the home report and every
// report, and the home chart in Chromium; prints the figures and issue 10's goals as ratios to the
// hello-world, and writes bench/results/latest.json. `npm run bench -- --only analytics` runs step 9
// alone and writes bench/results/analytics.json; `--only live` step 10 (issue 14: live latency with 200
// subscribers, a busy month of free slots), bench/results/live.json; `--only menu` steps 1 and 6 (the
// hello-world the dish list's goals are ratios to, the dish list and the import), bench/results/menu.json;
// `--only ledger` the ledger at a million members (issue 23), bench/results/ledger.json; `--only
// coupons` a day of a daily membership coupon to a million members (issue 24); `--only marketing-mail`
// marketing emails rendered and delivered per second (issue 25); `--only marketing-crash` a task to
// 100,000 members through two kill -9s on each engine (issue 25), bench/results/marketing-crash.json; `--only
// members` the member list at a million members (issue 23), bench/results/members.json; `--only
// membership` the membership analysis reports at a million members (issue 26),
// bench/results/membership.json. Exits non-zero when any request or step failed.
import { runAnalyticsStep } from './analytics/analytics-step';
import { liveProblems, liveTable } from './live/report';
import { runLiveStep } from './live/live-step';
import { LEDGER_MEMBERS, runLedgerStep } from './ledger/ledger-step';
import { BENCH_MEMBERS, MEMBER_LIST_GOAL_MS, runMembersStep } from './members/members-step';
import { MEMBERSHIP_MEMBERS } from './membership/membership-data';
import { runMembershipStep } from './membership/membership-step';
import { membershipProblems, membershipTable } from './membership/report';
import { COUPON_MEMBERS, runCouponDistributionStep } from './members/coupon-distribution-step';
import { couponDistributionProblems, couponDistributionTable } from './members/coupon-report';
import { marketingCrashProblems, marketingCrashTable } from './marketing/crash-report';
import { CRASH_MEMBERS, runMarketingCrashStep } from './marketing/crash-step';
import { mailProblems, mailTable } from './marketing/mail-report';
import { MAIL_MEMBERS, runMailStep } from './marketing/mail-step';
import { ledgerProblems, ledgerTable } from './ledger/report';
import { analyticsProblems, analyticsTable } from './analytics/report';
import { queryProblems, queryTable, screensProblems, screensTable } from './engine/report';
import { runScreensStep } from './engine/screens-step';
import { RECORDS, runQueryStep } from './engine/query-step';
import { COUPON_QUANTITY, runCouponStep } from './payments/coupon-step';
import { couponProblems, couponTable } from './payments/report';
import { runClientWeightStep } from './foundation/client-weight-step';
import { runHttpStep } from './foundation/http-step';
import { clientTable, httpProblems, httpTable, problemsOfRun } from './foundation/report';
import { IMPORT_ROWS } from './menu/import-dishes';
import { MENU_RECORDS, runMenuStep } from './menu/menu-step';
import { menuProblems, menuTable } from './menu/report';
import { runLighthouseStep } from './shell/lighthouse-step';
import { speedGoalsTable } from './speed/report';
import { lighthouseProblems, lighthouseTable } from './shell/report';
import { storeProblems, storeTable } from './store/report';
import { runStoreStep, SHEET_TABLES } from './store/store-step';
import { cleanUpAll, cleanUpOnExit } from './support/cleanup';
import { describeMachine } from './support/machine';
import { onlyStep } from './support/only-step';
import { writeResults } from './support/results';
import { readLoadSettings } from './support/settings';

// Far above a normal run (about nine minutes, and the ten-shop year's build of about half an hour
// when no kept one serves), so only a hang reaches it.
const TIME_LIMIT_SECONDS = 900 + 3600;
const ANALYTICS_STEP = 'Step 9/10: analytics on PostgreSQL over a ten-shop year of orders';
const LIVE_STEP = 'Step 10/10: live updates with 200 subscribers, and a busy month of free slots';

function shout(problems: string[]): void {
  const bar = '!'.repeat(78);
  console.error(`\n${bar}\n!!! THE BENCH GOT ERRORS: these figures are not valid\n${bar}`);
  for (const problem of problems) console.error(`!!! ${problem}`);
  console.error(bar);
}

/** Ends the run: the results written, the figures printed, the problems shouted. */
async function finish(name: string, results: object, tables: string[], problems: string[], started: number) {
  const seconds = Math.round((Date.now() - started) / 1000);
  const path = await writeResults(name, { ...results, problems, seconds });
  console.log(`\n${tables.join('\n\n')}\n`);
  console.log(`Wrote ${path} (${seconds} s in all).`);
  if (problems.length > 0) {
    shout(problems);
    process.exitCode = 1;
  }
}

/** `--only analytics`: step 9 alone, the slowest, so it can be run again without the others. */
async function analyticsOnly(machine: ReturnType<typeof describeMachine>, started: number): Promise<void> {
  console.log(`\n${ANALYTICS_STEP}`);
  const analytics = await runAnalyticsStep();
  const results = {
    benchmark: 'analytics (issues 13 and 22)',
    date: new Date().toISOString(),
    machine,
    analytics,
  };
  await finish('analytics', results, [analyticsTable(analytics)], analyticsProblems(analytics), started);
}

/** `--only menu`: the HTTP load and the menu step, enough for issue 10's goals table. */
async function menuOnly(
  machine: ReturnType<typeof describeMachine>,
  settings: ReturnType<typeof readLoadSettings>,
  started: number,
): Promise<void> {
  console.log('\nStep 1/10: HTTP load');
  const http = await runHttpStep(settings);
  console.log(
    `\nStep 6/10: the dish list at ${MENU_RECORDS} dishes, and a spreadsheet import of ${IMPORT_ROWS} dishes`,
  );
  const menu = await runMenuStep(settings);
  const results = {
    benchmark: 'the dish list and its import (issues 6, 10 and 22)',
    date: new Date().toISOString(),
    machine,
    settings,
    http,
    menu,
  };
  const tables = [httpTable(http), menuTable(menu), speedGoalsTable(http, menu)];
  await finish('menu', results, tables, [...httpProblems(http), ...menuProblems(menu)], started);
}

/** `--only live`: step 10 alone. */
async function liveOnly(machine: ReturnType<typeof describeMachine>, started: number): Promise<void> {
  console.log(`\n${LIVE_STEP}`);
  const live = await runLiveStep();
  const results = {
    benchmark: 'live updates and free slots (issue 14)',
    date: new Date().toISOString(),
    machine,
    live,
  };
  await finish('live', results, [liveTable(live)], liveProblems(live), started);
}

/** `--only ledger`: issue 23's ledger at a million members, on PostgreSQL. */
async function ledgerOnly(machine: ReturnType<typeof describeMachine>, started: number): Promise<void> {
  console.log(`\nThe ledger on PostgreSQL at ${LEDGER_MEMBERS} members`);
  const ledger = await runLedgerStep();
  const results = { benchmark: 'the ledger (issue 23)', date: new Date().toISOString(), machine, ledger };
  await finish('ledger', results, [ledgerTable(ledger)], ledgerProblems(ledger), started);
}

/** `--only members`: issue 23's member list at a million members, on PostgreSQL. */
async function membersOnly(
  machine: ReturnType<typeof describeMachine>,
  settings: ReturnType<typeof readLoadSettings>,
  started: number,
): Promise<void> {
  console.log(
    `\nThe member list on PostgreSQL at ${BENCH_MEMBERS} members (goal: p99 ${MEMBER_LIST_GOAL_MS} ms)`,
  );
  const members = await runMembersStep(settings);
  const results = {
    benchmark: 'the member list (issue 23)',
    date: new Date().toISOString(),
    machine,
    members,
  };
  await finish('members', results, [queryTable([members])], queryProblems([members]), started);
}

/** `--only membership`: issue 26's membership analysis reports at a million members, on PostgreSQL. */
async function membershipOnly(machine: ReturnType<typeof describeMachine>, started: number): Promise<void> {
  console.log(`\nThe membership analysis reports on PostgreSQL at ${MEMBERSHIP_MEMBERS} members`);
  const membership = await runMembershipStep();
  const results = {
    benchmark: 'membership analysis (issue 26)',
    date: new Date().toISOString(),
    machine,
    membership,
  };
  await finish('membership', results, [membershipTable(membership)], membershipProblems(membership), started);
}

/** `--only coupons`: issue 24's day of a daily membership coupon to a million members, on PostgreSQL. */
async function couponsOnly(machine: ReturnType<typeof describeMachine>, started: number): Promise<void> {
  console.log(`\nA daily membership coupon to ${COUPON_MEMBERS} members on PostgreSQL`);
  const coupons = await runCouponDistributionStep();
  const results = {
    benchmark: 'membership coupons handed out (issue 24)',
    date: new Date().toISOString(),
    machine,
    coupons,
  };
  await finish(
    'coupons',
    results,
    [couponDistributionTable(coupons)],
    couponDistributionProblems(coupons),
    started,
  );
}

/** `--only marketing-mail`: issue 25's marketing emails rendered and delivered per second, on each engine. */
async function marketingMailOnly(
  machine: ReturnType<typeof describeMachine>,
  started: number,
): Promise<void> {
  console.log(`\nA marketing email task to ${MAIL_MEMBERS} members, delivered to a local SMTP sink`);
  const mail = await runMailStep();
  const results = { benchmark: 'marketing emails (issue 25)', date: new Date().toISOString(), machine, mail };
  await finish('marketing-mail', results, [mailTable(mail)], mailProblems(mail), started);
}

/** `--only marketing-crash`: issue 25's task to 100,000 members through two kill -9s, on each engine. */
async function marketingCrashOnly(
  machine: ReturnType<typeof describeMachine>,
  started: number,
): Promise<void> {
  console.log(`\nA marketing task to ${CRASH_MEMBERS} members, the server killed twice mid-send`);
  const crash = await runMarketingCrashStep();
  const results = {
    benchmark: 'marketing exactly once (issue 25)',
    date: new Date().toISOString(),
    machine,
    crash,
  };
  const tables = [marketingCrashTable(crash)];
  await finish('marketing-crash', results, tables, marketingCrashProblems(crash), started);
}

async function main(): Promise<void> {
  cleanUpOnExit(TIME_LIMIT_SECONDS);
  const settings = readLoadSettings();
  const machine = describeMachine();
  const started = Date.now();
  const only = onlyStep(process.argv.slice(2), [
    'analytics',
    'live',
    'menu',
    'ledger',
    'members',
    'membership',
    'coupons',
    'marketing-mail',
    'marketing-crash',
  ]);
  console.log(
    `Brigade bench: ${settings.seconds} s per endpoint after ${settings.warmupSeconds} s warm-up, ` +
      `${settings.connections} connections; ${machine.cores} cores (${machine.cpu}), Node ${machine.node}`,
  );
  if (only === 'analytics') return analyticsOnly(machine, started);
  if (only === 'live') return liveOnly(machine, started);
  if (only === 'menu') return menuOnly(machine, settings, started);
  if (only === 'ledger') return ledgerOnly(machine, started);
  if (only === 'members') return membersOnly(machine, settings, started);
  if (only === 'membership') return membershipOnly(machine, started);
  if (only === 'coupons') return couponsOnly(machine, started);
  if (only === 'marketing-mail') return marketingMailOnly(machine, started);
  if (only === 'marketing-crash') return marketingCrashOnly(machine, started);

  console.log('\nStep 1/10: HTTP load');
  const http = await runHttpStep(settings);
  console.log('\nStep 2/10: client JavaScript weight');
  const client = await runClientWeightStep();
  console.log(`\nStep 3/10: a declared resource's query over ${RECORDS} records`);
  const query = await runQueryStep(settings);
  console.log('\nStep 4/10: schema screens in Chromium (list rows painted, typing in a 200-field form)');
  const screens = await runScreensStep();
  console.log('\nStep 5/10: Lighthouse desktop performance of /login');
  const lighthouse = await runLighthouseStep();
  console.log(
    `\nStep 6/10: the dish list at ${MENU_RECORDS} dishes, and a spreadsheet import of ${IMPORT_ROWS} dishes`,
  );
  const menu = await runMenuStep(settings);
  console.log(
    `\nStep 7/10: a settings page painted, and the QR sheet of ${SHEET_TABLES} tables, in Chromium`,
  );
  const store = await runStoreStep();
  console.log(
    `\nStep 8/10: a coupon of ${COUPON_QUANTITY} codes generated, its codes and its sheets' PDF, on each engine`,
  );
  const coupons = await runCouponStep();
  console.log(`\n${ANALYTICS_STEP}`);
  const analytics = await runAnalyticsStep();
  console.log(`\n${LIVE_STEP}`);
  const live = await runLiveStep();

  const problems = [
    ...problemsOfRun(http, client),
    ...queryProblems(query),
    ...screensProblems(screens),
    ...lighthouseProblems(lighthouse),
    ...menuProblems(menu),
    ...storeProblems(store),
    ...couponProblems(coupons),
    ...analyticsProblems(analytics),
    ...liveProblems(live),
  ];
  const results = {
    benchmark:
      'foundation (issue 2), schema engine (issue 3), shell (issue 4), menu (issue 6), every call fast (issue 10), store settings (issue 11), coupon generation (issue 12), analytics (issue 13; every report over a year, issue 22), live updates and free slots (issue 14)',
    date: new Date().toISOString(),
    machine,
    settings,
    http,
    client,
    query,
    screens,
    lighthouse,
    menu,
    store,
    coupons,
    analytics,
    live,
  };
  const tables = [
    httpTable(http),
    clientTable(client),
    queryTable(query),
    screensTable(screens),
    lighthouseTable(lighthouse),
    menuTable(menu),
    storeTable(store),
    couponTable(coupons),
    analyticsTable(analytics),
    liveTable(live),
    speedGoalsTable(http, menu),
  ];
  await finish('latest', results, tables, problems, started);
}

main()
  .catch((error: unknown) => {
    console.error('The bench failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUpAll());
