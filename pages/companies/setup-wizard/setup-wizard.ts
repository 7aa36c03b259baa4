// The setup wizard's store (issue 11 item 6): one form per step, walked with previous and next; a
// step is left only when its fields pass the shared rule, so the final submission fails only on what
// the server alone can tell. The server's field errors are handed back to the steps that ask them,
// and the wizard returns to the first such step.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { RequestError } from '../../../engine/client';
import type { PrivilegeHolder } from '../../../engine/client';
import type { FieldError } from '../../../engine/protocol';
import type { ResourceSchema } from '../../../engine/schema';
import { newRecordValues, RecordForm } from '../../../engine/screens';
import {
  SETUP_RECORDS,
  SETUP_STEPS,
  stepOfField,
  type SetupFinished,
  type SetupRecord,
  type SetupStep,
  type SetupSubmission,
} from '../../../protocol/setup-wizard';
import { stepResource } from './step-resource';

export type SetupResources = Record<SetupRecord, ResourceSchema>;

export class SetupWizard {
  /** The step shown; the count of steps is the final check before submitting. */
  index = 0;
  skipped: ReadonlySet<string> = new Set();
  pending = false;
  failure: RequestError | null = null;
  finished: SetupFinished | null = null;
  private readonly forms: ReadonlyMap<string, RecordForm>;

  constructor(
    resources: SetupResources,
    userInfo: PrivilegeHolder,
    private readonly finish: (submission: SetupSubmission) => Promise<SetupFinished>,
  ) {
    this.forms = new Map(
      SETUP_STEPS.map((step) => {
        const resource = stepResource(resources[step.record], step.fields);
        return [
          step.key,
          new RecordForm(resource, 'create', null, userInfo, null, newRecordValues(resource)),
        ];
      }),
    );
    makeAutoObservable<SetupWizard, 'forms' | 'finish'>(
      this,
      {
        forms: false,
        finish: false,
        skipped: observableRef,
        failure: observableRef,
        finished: observableRef,
      },
      { autoBind: true },
    );
  }

  get steps(): readonly SetupStep[] {
    return SETUP_STEPS;
  }

  get step(): SetupStep | undefined {
    return SETUP_STEPS[this.index];
  }

  get reviewing(): boolean {
    return this.index === SETUP_STEPS.length;
  }

  formOf(step: SetupStep): RecordForm {
    const form = this.forms.get(step.key);
    if (!form) throw new Error(`no form for setup step ${step.key}`);
    return form;
  }

  isSkipped(step: SetupStep): boolean {
    return this.skipped.has(step.key);
  }

  /** Moves on once the step's fields pass; answers whether it did. */
  next(): boolean {
    const { step } = this;
    if (!step || !this.formOf(step).check()) return false;
    this.skipped = new Set([...this.skipped].filter((key) => key !== step.key));
    this.index += 1;
    return true;
  }

  previous(): void {
    if (this.index > 0) this.index -= 1;
  }

  /** Leaves an optional step for later: its record is not written. */
  skip(): void {
    const { step } = this;
    if (!step?.optional) return;
    this.skipped = new Set([...this.skipped, step.key]);
    this.index += 1;
  }

  /** Back to a step already passed (from the final check, to change it). */
  goTo(step: SetupStep): void {
    const index = SETUP_STEPS.indexOf(step);
    if (index >= 0 && index < this.index) this.index = index;
  }

  /** What POST /setup/finish receives: each record's steps' fields together; null when skipped. */
  get submission(): SetupSubmission {
    const records = Object.keys(SETUP_RECORDS) as SetupRecord[];
    return Object.fromEntries(
      records.map((record) => {
        const steps = SETUP_STEPS.filter((step) => step.record === record && !this.isSkipped(step));
        const body = Object.assign({}, ...steps.map((step) => this.formOf(step).submission.body)) as Record<
          string,
          unknown
        >;
        return [record, steps.length > 0 ? body : null];
      }),
    ) as SetupSubmission;
  }

  /** Field errors the server named `{record}.{field}` that no step asks. */
  get otherErrors(): FieldError[] {
    return (this.failure?.fieldErrors ?? []).filter((error) => !stepOfField(error.field));
  }

  async submit(): Promise<void> {
    if (this.pending || !this.reviewing) return;
    this.pending = true;
    this.failure = null;
    try {
      const finished = await this.finish(this.submission);
      runInAction(() => {
        this.finished = finished;
      });
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      runInAction(() => this.showFailure(error));
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }

  private showFailure(error: RequestError): void {
    this.failure = error;
    let first: number | undefined;
    SETUP_STEPS.forEach((step, index) => {
      const errors = error.fieldErrors
        .filter((fieldError) => stepOfField(fieldError.field) === step)
        .map((fieldError) => ({ ...fieldError, field: fieldError.field.slice(step.record.length + 1) }));
      this.formOf(step).showServerErrors(errors);
      if (errors.length > 0) first ??= index;
    });
    if (first !== undefined) this.index = first;
  }
}
