// The rows an import refuses, as a table of sheet row, field and message: the browser's own findings
// or the server's check. A sheet can hold thousands of bad rows, so only the first ones are drawn
// and the count says how many there were.
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ResourceSchema } from '../../schema/resource';
import { AlertBar } from '../../shell/alert-bar';
import { fieldLabel } from '../field-text';
import type { SheetProblem } from './sheet-records';

/** How many problems the table draws. */
export const SHOWN_PROBLEMS = 100;

const useStyles = makeStyles({
  scroller: { maxHeight: '40vh', overflowY: 'auto', borderRadius: tokens.borderRadiusMedium },
  rowNumber: { width: '10ch' },
  field: { width: '30%' },
});

export interface ImportProblemsProps {
  resource: ResourceSchema;
  problems: readonly SheetProblem[];
  /** How many there were, when `problems` holds only the first of them (the server lists 500). */
  count?: number;
  /** The sentence above the table: what was found and what the operator does about it. */
  summary: string;
}

export function ImportProblems({
  resource,
  problems,
  count = problems.length,
  summary,
}: ImportProblemsProps) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  const title = t('engine:import.problemsTable');
  return (
    <>
      <AlertBar
        message={
          <>
            {summary}
            {count > shown.length && ` ${t('engine:import.shownFirst', { shown: shown.length })}`}
          </>
        }
      />
      {/* A scrolling region is a tab stop, so the keyboard can scroll it too. */}
      <div className={styles.scroller} role="region" aria-label={title} tabIndex={0}>
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.rowNumber}>{t('engine:import.row')}</TableHeaderCell>
              <TableHeaderCell className={styles.field}>{t('engine:import.field')}</TableHeaderCell>
              <TableHeaderCell>{t('engine:import.message')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((problem, index) => (
              <TableRow key={`${problem.sheetRow}-${problem.field}-${index}`}>
                <TableCell>{problem.sheetRow}</TableCell>
                <TableCell>
                  {resource.fields[problem.field] ? fieldLabel(resource, problem.field, t) : ''}
                </TableCell>
                <TableCell>{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
