// Parts of rjsf's page the engine shows elsewhere or not at all: errors show on their Field (from
// the form's own messages), titles in the Field's label, descriptions in its hint.
import type {
  DescriptionFieldProps,
  ErrorListProps,
  FieldErrorProps,
  FieldHelpProps,
  TitleFieldProps,
} from '@rjsf/utils';

export function ErrorListTemplate(_props: ErrorListProps) {
  return null;
}

export function FieldErrorTemplate(_props: FieldErrorProps) {
  return null;
}

export function FieldHelpTemplate(_props: FieldHelpProps) {
  return null;
}

export function TitleFieldTemplate(_props: TitleFieldProps) {
  return null;
}

export function DescriptionFieldTemplate(_props: DescriptionFieldProps) {
  return null;
}
