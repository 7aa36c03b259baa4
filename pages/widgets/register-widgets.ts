// The pages' own widgets, registered by name at start (STYLE.md "rjsf: a registry chosen by name"):
// a schema names `"widget": "openingHours"` and the engine finds it here, form and detail alike.
import { registerDisplay } from '../../engine/screens/detail/display-registry';
import { registerWidget } from '../../engine/widgets/widget-registry';
import { OpeningHoursDisplay } from './opening-hours-display';
import { OpeningHoursWidget } from './opening-hours-widget';

export function registerPageWidgets(): void {
  registerWidget('openingHours', OpeningHoursWidget, ['widgets']);
  registerDisplay('openingHours', OpeningHoursDisplay);
}
