// The DialogForm store: the few fields a state action or a declared call asks for (`input`, a
// decline reason, an invitation's account), validated by the shared rule and sent with the call.
// A state action's fields are required (core spec §5 "a dialog form blocks submit when a required
// field is empty") unless one says when (engine/schema/action-input.ts); a call's keep the record's
// own conditions.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { RequestError } from '../../client/request-error';
import type { FieldError } from '../../protocol/envelope';
import type { FieldProblem } from '../../schema/field-problem';
import { evaluate } from '../../schema/conditions';
import { validateRecord } from '../../schema/record-validation';
import type { ResourceCall, ResourceSchema } from '../../schema/resource';
import { isBlank } from '../form/form-fields';
import { SecretConfirmations } from '../form/secret-confirmations';

/**
 * The resource as a call's dialog writes it: only the input fields, each with its own hints,
 * conditions and required-ness, and the rules about them (an invitation is the account it becomes);
 * a call's own fields (a balance edit's amount) among them.
 */
export function callInputResource(
  resource: ResourceSchema,
  input: readonly string[],
  call?: Pick<ResourceCall, 'fields' | 'required'>,
): ResourceSchema {
  // A call's own field (a balance edit's reason) stands before a record field of its name.
  const all = { ...resource.fields, ...call?.fields };
  const fields = Object.fromEntries(input.flatMap((name) => (all[name] ? [[name, all[name]]] : [])));
  const required = [...(resource.required ?? []), ...(call?.required ?? [])];
  return {
    ...resource,
    fields,
    required: required.filter((name) => input.includes(name)),
    unique: [],
    rules: (resource.rules ?? []).filter((rule) => input.includes(rule.field)),
    stateMachine: undefined,
    calls: undefined,
  };
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

  isVisible(name: string): boolean {
    const condition = this.resource.fields[name]?.ui?.visibleWhen;
    return condition === undefined || evaluate(condition, this.values);
  }

  isRequired(name: string): boolean {
    const condition = this.resource.fields[name]?.ui?.requiredWhen;
    return (
      (this.resource.required ?? []).includes(name) ||
      (condition !== undefined && evaluate(condition, this.values))
    );
  }

  /** What is sent: the visible fields that hold a value. */
  get body(): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(this.values).filter(([name, value]) => !isBlank(value) && this.isVisible(name)),
    );
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
