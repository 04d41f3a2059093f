import type { DataSource } from 'typeorm';

/** The statements run on a data source, heard by its TypeORM logger (which hears every one, logging on or off). */
export interface Statements {
  spy: jest.SpyInstance;
  /** [sql, parameters] of every statement run since the spy was last cleared. */
  calls(): Array<readonly [string, unknown[]]>;
}

export function spyOnStatements(dataSource: DataSource): Statements {
  const spy = jest.spyOn(dataSource.logger, 'logQuery');
  return {
    spy,
    calls: () => spy.mock.calls.map(([sql, parameters]) => [String(sql), (parameters ?? []) as unknown[]] as const),
  };
}
