// s3rver (an S3-compatible server) in a process of its own, for the large-file tests: under the test runner's
// TypeScript loader one of its dependencies loads wrongly, so it runs with plain node. Usage:
//   node s3rver-process.mjs <directory> <bucket>   → prints {"port":…} once listening on 127.0.0.1
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
