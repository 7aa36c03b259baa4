// The crash step's figures per engine as a table, and what went wrong: a failed engine, or any
// finding of the exactly-once checks.
import type { EngineOutcome } from '../support/engines';
import { formatTable, integer } from '../support/table';
import { CRASH_MEMBERS, type CrashBenchFigures } from './crash-step';

const count = (figures: Partial<CrashBenchFigures>, name: string) => integer(figures.records?.[name] ?? 0);

export function marketingCrashTable(outcomes: EngineOutcome<CrashBenchFigures>[]): string {
  const rows = outcomes.map((outcome) => {
    if (outcome.skipped ?? outcome.error)
      return [outcome.engine, outcome.skipped ? 'skipped' : 'FAILED', outcome.skipped ?? outcome.error ?? ''];
    const kills = (outcome.kills ?? []).map(
      (kill) => `${integer(kill.mails)} mails ${integer(kill.sms)} SMS`,
    );
    return [
      outcome.engine,
      `${outcome.seconds} s (${outcome.downSeconds} s down), ${integer(outcome.perSecond ?? 0)} messages/s`,
      [
        `${integer(outcome.emailRecipients ?? 0)} emails: ${count(outcome, 'email sent')} sent, ` +
          `${integer(outcome.mailsResent ?? 0)} resent under their Message-ID`,
        `${integer(outcome.smsRecipients ?? 0)} SMS: ${count(outcome, 'sms sent')} sent, ` +
          `${count(outcome, 'sms failed unconfirmed')} failed unconfirmed ` +
          `(${integer(outcome.smsUnconfirmedReceived ?? 0)} of them received)`,
        `killed at ${kills.join(' and ')}`,
      ].join('; '),
    ];
  });
  return formatTable(
    [`a task to ${integer(CRASH_MEMBERS)} members, killed twice`, 'creation to finish', 'send records'],
    rows,
  );
}

export function marketingCrashProblems(outcomes: EngineOutcome<CrashBenchFigures>[]): string[] {
  return outcomes.flatMap((outcome) => [
    ...(outcome.error ? [`${outcome.engine}: marketing crash: ${outcome.error}`] : []),
    ...Object.values(outcome.findings ?? {})
      .flat()
      .map((finding) => `${outcome.engine}: marketing crash: ${finding}`),
  ]);
}
