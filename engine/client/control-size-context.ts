// Hands the chosen size to whatever draws controls or grid rows. A component outside the provider
// (a unit test's lone grid) reads the default size.
import { createContext, useContext } from 'react';
import {
  DEFAULT_SIZE,
  fluentSize,
  gridDensity,
  type FluentSize,
  type GridDensity,
  type Size,
} from './control-size';

export const ControlSizeContext = createContext<Size>(DEFAULT_SIZE);

/** The Fluent UI size for controls (`size` prop of buttons, inputs, selects). */
export function useFluentSize(): FluentSize {
  return fluentSize(useContext(ControlSizeContext));
}

/** The grid's row and header heights. */
export function useGridDensity(): GridDensity {
  return gridDensity(useContext(ControlSizeContext));
}
