// The size menu's choice (core spec §2.4, §3 "App state: size"): four sizes, medium by default, kept
// in localStorage. Fluent UI has three control sizes, so "mini" shares "small" with a denser grid.
import { makeAutoObservable } from 'mobx';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';

export const SIZE_KEY = 'size';

export type FluentSize = 'small' | 'medium' | 'large';

export interface GridDensity {
  rowHeight: number;
  headerHeight: number;
}

const FLUENT_SIZES: Record<Size, FluentSize> = {
  default: 'large',
  medium: 'medium',
  small: 'small',
  mini: 'small',
};

const GRID_DENSITIES: Record<Size, GridDensity> = {
  default: { rowHeight: 52, headerHeight: 52 },
  medium: { rowHeight: 44, headerHeight: 44 },
  small: { rowHeight: 36, headerHeight: 38 },
  mini: { rowHeight: 30, headerHeight: 32 },
};

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

/** The Fluent UI control size a size maps onto. */
export function fluentSize(size: Size): FluentSize {
  return FLUENT_SIZES[size];
}

/** The ag-grid row and header heights a size maps onto. */
export function gridDensity(size: Size): GridDensity {
  return GRID_DENSITIES[size];
}

type SizeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export class ControlSize {
  size: Size;

  constructor(private readonly storage: SizeStorage) {
    const saved = storage.getItem(SIZE_KEY);
    this.size = isSize(saved) ? saved : DEFAULT_SIZE;
    makeAutoObservable<ControlSize, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  set(size: Size): void {
    this.size = size;
    this.storage.setItem(SIZE_KEY, size);
  }
}
