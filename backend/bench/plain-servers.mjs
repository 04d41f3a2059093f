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

  /** Express 5 with nothing else, answering `bytes` on GET `path`, on a plain node:http server. */
  async express(path, bytes) {
    return createServer(await expressAnswering(path, bytes));
  },

  /**
   * The same on the server the app is served on (express-prototypes: requests born with Express's prototypes): the
   * floor any call of the app stands on.
   */
  async expressBorn(path, bytes) {
    return (await serverForExpress())(await expressAnswering(path, bytes), SERVER_TIMEOUTS);
  },

  /** NestJS on its Express adapter with one controller answering `bytes` on GET `path`: the floor of a Nest call. */
  async nestExpress(path, bytes) {
    return (await nestAlone(path, bytes)).getHttpServer();
  },

  /** The same controller served as the app is (its own server for the adapter's Express instance). */
  async nestExpressBorn(path, bytes) {
    const app = await nestAlone(path, bytes);
    return (await serverForExpress())(app.getHttpAdapter().getInstance(), SERVER_TIMEOUTS);
  },

  /** The same controller on Nest's documented Fastify adapter (decision 064): what the adapter alone changes. */
  async nestFastify(path, bytes) {
    const { FastifyAdapter } = await import('@nestjs/platform-fastify');
    const app = await nestAlone(path, bytes, new FastifyAdapter());
    await app.getHttpAdapter().getInstance().ready();
    return app.getHttpServer();
  },
};

/** An Express 5 app answering `bytes` on GET `path`, nothing else. */
async function expressAnswering(path, bytes) {
  const { default: express } = await import('express');
  const app = express();
  app.get(path, (_req, res) => res.type('application/json; charset=utf-8').send(bytes));
  return app;
}

/**
 * A Nest app of one module and one controller, initialised (decorators applied as functions: this file is plain
 * JavaScript); on Nest's Express adapter unless `adapter` is given.
 */
async function nestAlone(path, bytes, adapter) {
  await import('reflect-metadata');
  const { Controller, Get, Header, Module } = await import('@nestjs/common');
  const { NestFactory } = await import('@nestjs/core');
  class Answer {
    answer() {
      return bytes;
    }
  }
  const handler = Object.getOwnPropertyDescriptor(Answer.prototype, 'answer');
  Header('content-type', 'application/json; charset=utf-8')(Answer.prototype, 'answer', handler);
  Get(path)(Answer.prototype, 'answer', handler);
  Controller()(Answer);
  class AnswerModule {}
  Module({ controllers: [Answer] })(AnswerModule);
  const app = await (adapter
    ? NestFactory.create(AnswerModule, adapter, { logger: false })
    : NestFactory.create(AnswerModule, { logger: false }));
  return app.init();
}

/** The app's default HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS. */
const SERVER_TIMEOUTS = { headersTimeoutMs: 20_000, requestTimeoutMs: 300_000 };

/** The app's own server factory, from the backend's build (`npm run build -w @site/backend` first). */
async function serverForExpress() {
  return (await import('../dist/server/express-prototypes.js')).createServerForExpress;
}

const [kind, ...args] = process.argv.slice(2);
const server = await servers[kind](...args);
server.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
