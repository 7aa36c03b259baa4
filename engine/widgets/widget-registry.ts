// The widget registry (STYLE.md "rjsf: a registry chosen by name"): a schema's `ui.widget` names a
// widget, looked up here. The engine's own widgets (built-in-widgets.ts) are always there; pages
// register theirs (opening hours, the dining-mode card) with `registerWidget`, never by special
// cases in the renderers. This file holds no component, so the app's entry stays light.
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import type { FieldSchema } from '../schema/resource';
import { subFieldsOf } from '../schema/row-fields';
import { BUILT_IN_WIDGETS } from '../schema/widget-names';
import { BUILT_IN_WIDGET_NAMESPACES, defaultWidget } from './default-widget';

const registered = new Map<string, Widget>();
const widgetNamespaces = new Map<string, readonly string[]>();

/**
 * Adds a widget under a name schemas may use in `ui.widget`; a page calls this at start. The
 * namespaces hold the widget's own texts: a screen loads them before it shows the widget.
 */
export function registerWidget(name: string, widget: Widget, namespaces: readonly string[] = []): void {
  registered.set(name, widget);
  registerWidgetTexts(name, namespaces);
}

/** The texts of a widget that only displays (a value the server alone writes has no editor). */
export function registerWidgetTexts(name: string, namespaces: readonly string[]): void {
  widgetNamespaces.set(name, namespaces);
}

export function isRegisteredWidget(name: string): boolean {
  return registered.has(name) || (BUILT_IN_WIDGETS as readonly string[]).includes(name);
}

/**
 * A read-only field whose widget a page registered as an editor (a task's recipient estimate): the
 * form shows it, reading the fields beside it, and never sends its value, which the server owns.
 */
export function showsInForm(field: FieldSchema): boolean {
  const wanted = field.ui?.widget;
  return field.ui?.readOnly === true && wanted !== undefined && registered.has(wanted);
}

/** The widget name a field renders with: its own when registered, else its type's default. */
export function widgetNameFor(field: FieldSchema): string | undefined {
  const wanted = field.ui?.widget;
  return wanted && isRegisteredWidget(wanted) ? wanted : defaultWidget(field);
}

/** The widgets pages registered, by name. */
export function registeredWidgets(): RegistryWidgetsType {
  return Object.fromEntries(registered);
}

/** The text namespaces the widgets of these fields need, a rows field's sub-fields' included. */
export function namespacesOfWidgets(fields: Iterable<FieldSchema>): string[] {
  const namespaces = new Set<string>();
  for (const field of fields) {
    const widget = field.ui?.widget;
    const own = widget ? (widgetNamespaces.get(widget) ?? BUILT_IN_WIDGET_NAMESPACES[widget] ?? []) : [];
    for (const namespace of own) namespaces.add(namespace);
    for (const namespace of namespacesOfWidgets(Object.values(subFieldsOf(field) ?? {})))
      namespaces.add(namespace);
  }
  return [...namespaces];
}
