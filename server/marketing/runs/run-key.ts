// How a run names itself in the send records and the ledger: a task's run by its id and occurrence,
// the birthday run by its day.

export interface RunKey {
  companyId: number;
  /** The task id; 0 for the birthday run. */
  taskId: number;
  occurrence: string;
}

/** The send records' `task` of a run. */
export const sendTaskOf = (run: RunKey): string =>
  run.taskId === 0 ? 'birthday' : `marketing:${run.taskId}`;

/** SQL true for the send records of marketing (a task's or the birthday run's), alias `s`. */
export const MARKETING_SEND_SQL = `(s.task LIKE 'marketing:%' OR s.task = 'birthday')`;
