// A module's part in work another module owns (a member's points in the sales ingest): the owner
// names the point and reads its parts when it does the work; the others add their part on the
// app's kit. Neither imports the other's wiring, and an app without the adding module still runs.

/** A named place where modules add parts of type `Part`. */
export class ExtensionPoint<Part> {
  /** Only ties the point to its parts' type; never set. */
  declare readonly part?: Part;

  constructor(readonly name: string) {}
}

/** The parts added to each point, in the order their modules registered. */
export class ExtensionParts {
  readonly #parts = new Map<ExtensionPoint<unknown>, unknown[]>();

  add<Part>(point: ExtensionPoint<Part>, part: Part): void {
    const parts = this.#parts.get(point) ?? [];
    parts.push(part);
    this.#parts.set(point, parts);
  }

  of<Part>(point: ExtensionPoint<Part>): readonly Part[] {
    return (this.#parts.get(point) ?? []) as Part[];
  }
}
