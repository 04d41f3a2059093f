// The bench's reference servers, each run by servers.mjs in a process of its own (`node plain-servers.mjs <kind>`),
// as the app runs in its own. It reports its URL, then answers the bench's messages, over the IPC channel.
import { createServer } from 'node:http';

const servers = {
  /**
   * The ceiling: a node:http server that reads the request body, as the API does, and answers the bytes recorded for
   * that method, path and body (or for the path alone, for calls whose body varies per request).
   */
  ceiling() {
    const answers = new Map();
    process.on('message', ({ record: [key, bytes] }) => {
      answers.set(key, bytes);
      process.send({ recorded: key });
    });
    return createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const answer = answers.get(`${req.method} ${req.url} ${body}`) ?? answers.get(`${req.method} ${req.url}`);
        res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
        res.end(answer ?? '{}');
      });
    });
  },

  /** Express 5 with nothing else, answering `bytes` on GET `path`: the floor any call through Express stands on. */
  async express(path, bytes) {
    const { default: express } = await import('express');
    const app = express();
    app.get(path, (_req, res) => res.type('application/json; charset=utf-8').send(bytes));
    return createServer(app);
  },
};

const [kind, ...args] = process.argv.slice(2);
const server = await servers[kind](...args);
server.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
