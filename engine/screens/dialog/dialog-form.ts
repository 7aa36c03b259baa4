// The DialogForm store: the few fields a state action asks for (`input`, a decline reason say),
// every one required (core spec §5 "a dialog form blocks submit when a required field is empty"),
// validated by the shared rule and sent with the action.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { RequestError } from '../../client/request-error';
import type { FieldError } from '../../protocol/envelope';
import type { FieldProblem } from '../../schema/field-problem';
import { validateRecord } from '../../schema/record-validation';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import { isBlank } from '../form/form-fields';
import { SecretConfirmations } from '../form/secret-confirmations';

/**
 * The resource as a dialog writes it: only the input fields, all required, and free of the hints
 * that govern the record form (a reason is read-only there and hidden until the state changes; the
 * action is what writes it).
 */
export function actionInputResource(resource: ResourceSchema, input: readonly string[]): ResourceSchema {
  const fields: Record<string, FieldSchema> = {};
  for (const name of input) {
    const field = resource.fields[name];
    if (!field) continue;
    const {
      readOnly: _readOnly,
      visibleWhen: _visible,
      requiredWhen: _required,
      disabledWhen: _disabled,
      ...ui
    } = field.ui ?? {};
    fields[name] = { ...field, ui };
  }
  return { ...resource, fields, required: [...input], unique: [], stateMachine: undefined };
}

export class DialogForm {
  values: Record<string, unknown> = {};
  attempted = false;
  pending = false;
  failure: RequestError | null = null;
  private serverErrors: FieldError[] = [];
  readonly confirmations: SecretConfirmations;

  constructor(
    readonly resource: ResourceSchema,
    private readonly send: (values: Record<string, unknown>) => Promise<unknown>,
  ) {
    this.confirmations = new SecretConfirmations(resource);
    makeAutoObservable<DialogForm, 'send' | 'serverErrors'>(
      this,
      {
        resource: false,
        confirmations: false,
        send: false,
        values: observableRef,
        failure: observableRef,
        serverErrors: observableRef,
      },
      { autoBind: true },
    );
  }

  get fieldNames(): string[] {
    return Object.keys(this.resource.fields);
  }

  get body(): Record<string, unknown> {
    return Object.fromEntries(Object.entries(this.values).filter(([, value]) => !isBlank(value)));
  }

  get problems(): FieldProblem[] {
    const body = this.body;
    return [
      ...validateRecord(this.resource, body, Object.keys(body)).problems,
      ...this.confirmations.problems(this.values),
    ];
  }

  problemFor(name: string): FieldProblem | undefined {
    return this.attempted ? this.problems.find((problem) => problem.field === name) : undefined;
  }

  serverErrorFor(name: string): FieldError | undefined {
    return this.serverErrors.find((error) => error.field === name);
  }

  setValues(values: Record<string, unknown>): void {
    this.serverErrors = this.serverErrors.filter((error) => values[error.field] === this.values[error.field]);
    this.values = values;
  }

  /** Resolves true when the action went through. */
  async submit(): Promise<boolean> {
    this.attempted = true;
    if (this.pending || this.problems.length > 0) return false;
    this.pending = true;
    this.failure = null;
    try {
      await this.send(this.body);
      return true;
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      runInAction(() => {
        this.failure = error;
        this.serverErrors = error.fieldErrors;
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }
}
