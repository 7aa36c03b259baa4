// The ColumnLayout store: which of a list's columns show, chosen in the column chooser and saved per
// user on the server (preference `columns.<resource>`), so the choice follows the operator between
// browsers. The hidden columns are saved, so a column a schema adds later shows by default.
import { makeAutoObservable, runInAction } from 'mobx';
import { columnsPreferenceKey, type Preferences } from '../../client/preferences';

export interface SavedColumns {
  hidden: string[];
}

export function isSavedColumns(value: unknown): value is SavedColumns {
  const hidden = (value as { hidden?: unknown } | null)?.hidden;
  return Array.isArray(hidden) && hidden.every((item) => typeof item === 'string');
}

export class ColumnLayout {
  hidden: string[] = [];

  constructor(
    readonly resourceName: string,
    /** Every column the list declares, in order. */
    readonly columns: readonly string[],
    private readonly preferences: Pick<Preferences, 'read' | 'write'>,
  ) {
    makeAutoObservable<ColumnLayout, 'preferences'>(
      this,
      { resourceName: false, columns: false, preferences: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const saved = await this.preferences.read(columnsPreferenceKey(this.resourceName), isSavedColumns);
    if (!saved) return;
    runInAction(() => {
      const hidden = this.columns.filter((name) => saved.hidden.includes(name));
      // A choice that would hide every column (the schema changed since) is ignored.
      this.hidden = hidden.length < this.columns.length ? hidden : [];
    });
  }

  get visible(): string[] {
    return this.columns.filter((name) => !this.hidden.includes(name));
  }

  isVisible(name: string): boolean {
    return !this.hidden.includes(name);
  }

  private save(): Promise<void> {
    const value: SavedColumns = { hidden: [...this.hidden] };
    return this.preferences.write(columnsPreferenceKey(this.resourceName), value);
  }

  /** Shows or hides one column and saves the choice; the last visible column cannot be hidden. */
  toggle(name: string): Promise<void> {
    if (this.isVisible(name)) {
      if (this.visible.length <= 1) return Promise.resolve();
      this.hidden = [...this.hidden, name];
    } else {
      this.hidden = this.hidden.filter((hidden) => hidden !== name);
    }
    return this.save();
  }

  /** Every column shown again, saved. */
  showAll(): Promise<void> {
    this.hidden = [];
    return this.save();
  }
}
