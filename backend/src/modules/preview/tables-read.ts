import { type BeforeQueryEvent, type EntitySubscriberInterface, EventSubscriber, type QueryRunner } from 'typeorm';

/**
 * Which tables the statements of a query runner name, for the runners asked about (TypeORM's documented
 * `beforeQuery` event): the time machine learns which families a read of the past used.
 */
@EventSubscriber()
export class TablesRead implements EntitySubscriberInterface {
  private readonly byRunner = new WeakMap<QueryRunner, Set<string>>();

  /** The tables `runner`'s statements name from now on, filled as they are sent. */
  of(runner: QueryRunner): Set<string> {
    const tables = new Set<string>();
    this.byRunner.set(runner, tables);
    return tables;
  }

  beforeQuery(event: BeforeQueryEvent): void {
    const tables = event.queryRunner && this.byRunner.get(event.queryRunner);
    if (!tables) return;
    for (const { tableName } of event.queryRunner.dataSource.entityMetadatas) {
      if (event.query.includes(`"${tableName}"`) || event.query.includes(`\`${tableName}\``)) tables.add(tableName);
    }
  }
}
