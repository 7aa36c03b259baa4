// The marketing mail figures against issue 25's goal, as a table, and what went wrong.
import type { EngineOutcome } from '../support/engines';
import { formatTable } from '../support/table';
import { MAIL_GOAL_PER_SECOND, type MailFigures, type MailStepFigures } from './mail-step';

const outcomes = (figures: MailStepFigures) => [figures.pglite, figures.postgres];

function row(outcome: EngineOutcome<MailFigures>): string[] {
  if (outcome.perSecond === undefined)
    return [
      outcome.engine,
      outcome.skipped ? `skipped: ${outcome.skipped}` : `failed: ${outcome.error}`,
      '',
      '',
    ];
  return [
    outcome.engine,
    `${outcome.perSecond}/s (${outcome.delivered} in ${outcome.seconds} s)`,
    `${outcome.firstMessageSeconds} s, then ${outcome.sendingPerSecond}/s`,
    `≥ ${MAIL_GOAL_PER_SECOND}/s`,
  ];
}

export function mailTable(figures: MailStepFigures): string {
  return formatTable(
    ['emails rendered and delivered to a local SMTP sink', 'task created to last mail', 'first mail', 'goal'],
    outcomes(figures).map(row),
  );
}

export function mailProblems(figures: MailStepFigures): string[] {
  const problems: string[] = [];
  for (const outcome of outcomes(figures)) {
    const { engine } = outcome;
    if (outcome.error) problems.push(`${engine}: ${outcome.error}`);
    if (outcome.perSecond === undefined) continue;
    const { members, delivered, recipients, sent } = outcome;
    if (delivered !== members || recipients !== members || sent !== members)
      problems.push(
        `${engine}: ${members} members, the sink got ${delivered} mails to ${recipients}, the task counts ${sent}`,
      );
  }
  return problems;
}
