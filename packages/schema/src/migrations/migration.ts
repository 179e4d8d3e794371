/**
 * One step of the page file format: takes a page at `version - 1` to `version`. Pure: it returns
 * a new object and never changes its input.
 */
export interface Migration {
  /** The schema_version this migration produces. */
  readonly version: number;
  readonly description: string;
  readonly migrate: (page: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}
