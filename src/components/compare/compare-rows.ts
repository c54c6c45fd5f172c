/**
 * Which rows compare shows and marks, decided from each tool's value for the row: null when nothing
 * is known for that tool. A row nobody knows anything about is left out (a wall of "Not disclosed"
 * tells the reader nothing); a row is marked as differing when its tools' values, an unknown one
 * included, are not all the same.
 */
export interface ComparedValues<T> {
  value: (tool: T) => string | null
  /** False for rows whose values are lists or links, not one comparable value. */
  compared?: boolean
}

export function rowsWithAnyValue<T, R extends ComparedValues<T>>(rows: R[], tools: T[]): R[] {
  return rows.filter((row) => tools.some((tool) => row.value(tool) !== null))
}

/** Every tool has the same value (the same list, the same unknown): a row "Show differences only" hides. */
export function valuesAgree<T>(row: ComparedValues<T>, tools: T[]): boolean {
  return new Set(tools.map((tool) => row.value(tool))).size <= 1
}

export function valuesDiffer<T>(row: ComparedValues<T>, tools: T[]): boolean {
  return row.compared !== false && !valuesAgree(row, tools)
}
