// The SecretConfirmations store: a password field (`format: password`) is typed twice, and the second
// entry is kept here, beside the form's values rather than in them, since it is never sent. While
// the two differ the form does not save (core spec §5 "must match", message key lcmmbyz).
import { makeAutoObservable } from 'mobx';
import type { RecordValues } from '../../schema/conditions';
import type { FieldProblem } from '../../schema/field-problem';
import type { ResourceSchema } from '../../schema/resource';
import { hashedFieldNames } from '../../schema/secret-fields';
import { confirmationOf } from '../../widgets/form-context';

export class SecretConfirmations {
  private texts: Record<string, string> = {};

  constructor(private readonly resource: ResourceSchema) {
    makeAutoObservable<SecretConfirmations, 'resource'>(this, { resource: false }, { autoBind: true });
  }

  textFor(name: string): string {
    return this.texts[name] ?? '';
  }

  set(name: string, text: string): void {
    this.texts = { ...this.texts, [name]: text };
  }

  /** A problem for each secret the form asks for whose two entries differ. */
  problems(values: RecordValues, asked: (name: string) => boolean = () => true): FieldProblem[] {
    return hashedFieldNames(this.resource)
      .filter((name) => asked(name) && (values[name] ?? '') !== this.textFor(name))
      .map((name) => ({
        field: confirmationOf(name),
        key: 'validation:passwordMismatch',
        label: this.resource.fields[name]?.title,
      }));
  }
}
