// An S3-compatible server (s3rver, as the driver's tests use) in a process of its own, forked by scale.mjs: its files
// in argv[2], one bucket argv[3]; sends `{ endpoint }` once it listens on a free loopback port.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  vhostBuckets: false,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.send({ endpoint: `http://127.0.0.1:${port}` });
