// The RecordForm store: what a create, edit or duplicate form does, apart from how it looks. It
// evaluates the conditions (engine/schema/conditions.ts) and validates with the server's own rule
// (engine/schema/record-validation.ts), so the browser refuses exactly what the server would.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { hasPrivilege, type PrivilegeHolder } from '../../client/privileges';
import { RequestError } from '../../client/request-error';
import type { ResourceApi, StoredRecord } from '../../client/resource-api';
import type { FieldError } from '../../protocol/envelope';
import { Status } from '../../protocol/status';
import { evaluate, type RecordValues } from '../../schema/conditions';
import { withDisabledValues } from '../../schema/disabled-values';
import type { FieldProblem } from '../../schema/field-problem';
import { validateRecord } from '../../schema/record-validation';
import type { ResourceSchema } from '../../schema/resource';
import { isSecretField } from '../../schema/secret-fields';
import { formFieldNames, isBlank, sameValue } from './form-fields';
import { SecretConfirmations } from './secret-confirmations';

export type FormMode = 'create' | 'edit' | 'duplicate';
export type SubmitOutcome = 'saved' | 'invalid' | 'failed';

export interface Submission {
  /** The fields sent, as validateRecord's `written`. */
  names: string[];
  body: Record<string, unknown>;
}

export class RecordForm {
  values: Record<string, unknown>;
  /** Core spec §4 "finish flag": set by the first submit; only then do client messages show. */
  attempted = false;
  pending = false;
  /** The last failed save; its field errors show on their fields until the field changes. */
  failure: RequestError | null = null;
  private serverErrors: FieldError[] = [];
  saved: StoredRecord | null = null;
  readonly fieldNames: string[];
  readonly confirmations: SecretConfirmations;

  constructor(
    readonly resource: ResourceSchema,
    readonly mode: FormMode,
    /** Null for a form whose record its page saves with others (a setup wizard's step). */
    private readonly api: Pick<ResourceApi, 'create' | 'modify'> | null,
    private readonly userInfo: PrivilegeHolder,
    /** Edit: the record as read; its id and version go with the change. */
    readonly record: StoredRecord | null = null,
    initialValues: Record<string, unknown> = {},
  ) {
    this.fieldNames = formFieldNames(resource);
    this.values = withDisabledValues(resource, initialValues, record ?? {});
    this.confirmations = new SecretConfirmations(resource);
    makeAutoObservable<RecordForm, 'api' | 'userInfo' | 'serverErrors'>(
      this,
      {
        resource: false,
        mode: false,
        api: false,
        userInfo: false,
        record: false,
        fieldNames: false,
        confirmations: false,
        values: observableRef,
        failure: observableRef,
        serverErrors: observableRef,
        saved: observableRef,
      },
      { autoBind: true },
    );
  }

  /** What the conditions see: on edit the stored record under the changes, as the server sees it. */
  get input(): RecordValues {
    return this.record ? { ...this.record, ...this.values } : this.values;
  }

  isVisible(name: string): boolean {
    const condition = this.resource.fields[name]?.ui?.visibleWhen;
    return condition === undefined || evaluate(condition, this.input);
  }

  isRequired(name: string): boolean {
    const field = this.resource.fields[name];
    if (!field || field.type === 'boolean') return false;
    // On edit a blank secret keeps the stored one, which the server never shows.
    if (this.record && isSecretField(field)) return false;
    const condition = field.ui?.requiredWhen;
    return (
      (this.resource.required ?? []).includes(name) ||
      (condition !== undefined && evaluate(condition, this.input))
    );
  }

  /** A field is disabled by its condition, or when changing it needs a privilege the user lacks. */
  isDisabled(name: string): boolean {
    const ui = this.resource.fields[name]?.ui;
    if (ui?.writePrivilege && !hasPrivilege(this.userInfo, ui.writePrivilege)) return true;
    return ui?.disabledWhen !== undefined && evaluate(ui.disabledWhen, this.input);
  }

  get disabledFields(): string[] {
    return this.fieldNames.filter(this.isDisabled);
  }

  /**
   * What a save sends: hidden fields never; on edit only what changed (null clears a field). A blank
   * secret is left out, never cleared: the server keeps the stored one when it is absent.
   */
  get submission(): Submission {
    const body: Record<string, unknown> = {};
    for (const name of this.fieldNames) {
      const field = this.resource.fields[name];
      // A read-only field a page's widget shows (form-fields.ts) is the server's: never sent.
      if (!this.isVisible(name) || field?.ui?.readOnly) continue;
      const value = this.values[name];
      if (field && isSecretField(field) && isBlank(value)) continue;
      if (this.record) {
        // A locked field is kept as stored, unless the lock fixes its value (a detail's min and max).
        const sent = !this.isDisabled(name) || field?.ui?.disabledValue !== undefined;
        if (!sameValue(value, this.record[name]) && sent) body[name] = isBlank(value) ? null : value;
      } else if (!isBlank(value)) {
        body[name] = value;
      }
    }
    return { names: Object.keys(body), body };
  }

  /** The shared rule's verdict on the record as it would be stored, and any secret typed two ways. */
  get problems(): FieldProblem[] {
    const { names, body } = this.submission;
    const input = this.record ? { ...this.record, ...body } : body;
    return [
      ...validateRecord(this.resource, input, names).problems,
      ...this.confirmations.problems(this.values, this.isVisible),
    ];
  }

  /** The problem a field shows: none before the first submit attempt. */
  problemFor(name: string): FieldProblem | undefined {
    return this.attempted ? this.problems.find((problem) => problem.field === name) : undefined;
  }

  /** The server's error on a field (`errors` of the last failed save). */
  serverErrorFor(name: string): FieldError | undefined {
    return this.serverErrors.find((error) => error.field === name);
  }

  /** Server errors on fields the form does not show (the tenant a record belongs to, say). */
  get otherErrors(): FieldError[] {
    return this.serverErrors.filter(
      (error) => !this.fieldNames.includes(error.field) || !this.isVisible(error.field),
    );
  }

  /** Whether the last save failed on a stale version (status 5): the record changed elsewhere. */
  get stale(): boolean {
    return this.failure?.status === Status.staleVersion.code;
  }

  setValues(next: Record<string, unknown>): void {
    // A field's server error stays until that field changes.
    this.serverErrors = this.serverErrors.filter((error) =>
      sameValue(next[error.field], this.values[error.field]),
    );
    this.values = withDisabledValues(this.resource, next, this.record ?? {});
  }

  /** Shows the form's messages from now on; answers whether it would pass the server's rule. */
  check(): boolean {
    this.attempted = true;
    return this.problems.length === 0;
  }

  /** Field errors the server gave when the page saved this form's record. */
  showServerErrors(errors: FieldError[]): void {
    this.serverErrors = errors;
  }

  /** Validates, then creates or modifies; resolves with what happened. */
  async submit(): Promise<SubmitOutcome> {
    if (!this.api) throw new Error('this form is saved by its page');
    if (this.pending) return 'failed';
    if (!this.check()) return 'invalid';
    const { body } = this.submission;
    this.pending = true;
    this.failure = null;
    try {
      const { api } = this;
      const saved = this.record
        ? await api.modify(this.record.id, this.record.version, body)
        : await api.create(body);
      runInAction(() => {
        this.saved = saved;
        this.serverErrors = [];
      });
      return 'saved';
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      runInAction(() => {
        this.failure = error;
        this.serverErrors = error.fieldErrors;
      });
      return 'failed';
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }
}
