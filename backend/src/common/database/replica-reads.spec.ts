import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { Metrics } from '../metrics/metrics';
import { ReplicaReads } from './replica-reads';

const PRIMARY = { name: 'primary' } as unknown as EntityManager;
const REPLICA = { name: 'replica' } as unknown as EntityManager;

/** A data source with one replica whose copy of the content counter is `version`, or whose connect fails. */
function replicated(version: number | Error, replication: object | null = {}) {
  const connection = {};
  const runner = {
    manager: REPLICA,
    connect: jest.fn(async () => {
      if (version instanceof Error) throw version;
      return connection;
    }),
    query: jest.fn(async () => [{ version: String(version) }]),
    release: jest.fn(async () => undefined),
  };
  const dataSource = {
    options: { type: 'mysql', replication },
    manager: PRIMARY,
    createQueryRunner: jest.fn(() => runner),
  };
  const metrics = new Metrics();
  const reads = new ReplicaReads(dataSource as unknown as DataSource, metrics);
  const counted = async (result: string) =>
    (await metrics.replicaReads.get()).values.find((value) => value.labels.result === result)?.value ?? 0;
  return { reads, runner, dataSource, counted };
}

const whichManager = async (manager: EntityManager) => (manager === REPLICA ? 'replica' : 'primary');

describe('ReplicaReads', () => {
  it('reads from a replica that has reached the version, and looks at its counter once per connection', async () => {
    const { reads, runner, counted } = replicated(7);
    expect(await reads.read(7, whichManager)).toBe('replica');
    expect(await reads.read(5, whichManager)).toBe('replica');
    expect(runner.query).toHaveBeenCalledTimes(1);
    expect(runner.release).toHaveBeenCalledTimes(2);
    expect(await counted('replica')).toBe(2);
  });

  it('reads from the primary when the replica is behind', async () => {
    const { reads, runner, counted } = replicated(6);
    expect(await reads.read(7, whichManager)).toBe('primary');
    expect(runner.release).toHaveBeenCalledTimes(1);
    expect(await counted('behind')).toBe(1);
  });

  it('reads from the primary when the replica cannot be reached or fails a statement, not on other errors', async () => {
    const refused = replicated(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(await refused.reads.read(1, whichManager)).toBe('primary');
    expect(await refused.counted('failed')).toBe(1);

    const { reads } = replicated(3);
    const failing = jest.fn(async (manager: EntityManager) => {
      if (manager === REPLICA) throw new QueryFailedError('SELECT', [], new Error("Unknown column 'x'"));
      return 'primary';
    });
    expect(await reads.read(3, failing)).toBe('primary');
    const notFound = new Error('新闻不存在');
    const answer = jest.fn(async () => {
      throw notFound;
    });
    await expect(reads.read(3, answer)).rejects.toBe(notFound);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('without replicas, reads on the primary and never reads the version', async () => {
    const { reads, dataSource } = replicated(1, null);
    const version = jest.fn(async () => 1);
    expect(await reads.read(version, whichManager)).toBe('primary');
    expect(version).not.toHaveBeenCalled();
    expect(dataSource.createQueryRunner).not.toHaveBeenCalled();
  });
});
