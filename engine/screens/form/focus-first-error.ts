/** Moves focus to the first field of the form showing an error, once it is painted. */
export function focusFirstError(formId: string): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`)?.focus();
  });
}
