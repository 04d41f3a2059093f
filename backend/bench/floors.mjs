#!/usr/bin/env node
// `npm run bench:floors`: what the HTTP frameworks alone answer, beside the ceiling, for the health answer's bytes on
// GET /api/health — Express 5 and NestJS on its Express adapter, each on a plain node:http server and on the app's
// own (requests born with Express's prototypes, decision 065), and NestJS on its Fastify adapter — each in a process
// of its own, driven alternately BENCH_ROUNDS times; each figure is its median. No database, no app: the floor every
// call of the server stands on, whatever it does. Needs the backend built (the app's server comes from its dist).
// Writes the table into the "API" section of docs/benchmarks.md.
import { createRequire } from 'node:module';
import { cpus, release, totalmem } from 'node:os';
import { DRIVEN_AS, drive, median } from './drive.mjs';
import { markdownTable, writeApiBlock } from './report.mjs';
import { startCeiling, startFloor } from './servers.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATH = '/api/health';
const BYTES = JSON.stringify({ code: 0, msg: '操作成功', data: { status: 'ok', database: 'up' } });
/** The major of an installed package, for the table's labels. */
const major = (name) => createRequire(import.meta.url)(`${name}/package.json`).version.split('.')[0];
const EXPRESS = `Express ${major('express')}`;
const NEST = `NestJS ${major('@nestjs/core')}`;
const FLOORS = [
  [`${EXPRESS} alone`, 'express'],
  [`${EXPRESS} alone, on the app's server (requests born with its prototypes)`, 'expressBorn'],
  [`${NEST} on Express (one controller)`, 'nestExpress'],
  [`${NEST} on Express (one controller), on the app's server`, 'nestExpressBorn'],
  [`${NEST} on Fastify (one controller)`, 'nestFastify'],
];

const ceiling = await startCeiling();
await ceiling.record('GET', PATH, null, BYTES);
const servers = [
  ['plain node:http (the ceiling)', ceiling],
  ...(await Promise.all(FLOORS.map(async ([label, kind]) => [label, await startFloor(kind, PATH, BYTES)]))),
];
const rounds = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const results = [];
    for (const [, server] of servers) results.push(await drive(`${server.url}${PATH}`, { method: 'GET' }));
    rounds.push(results);
  }
} finally {
  for (const [, server] of servers) server.close();
}

const rows = servers.map(([label], index) => {
  const of = (pick) => median(rounds.map((results) => pick(results[index])));
  return {
    server: label,
    'req/s': of((r) => r.rps),
    'p50 ms': of((r) => r.p50),
    'p99 ms': of((r) => r.p99),
    failures: rounds.reduce((sum, results) => sum + results[index].failed, 0),
    ratio: `${median(rounds.map((results) => results[index].rps / results[0].rps)).toFixed(2)}×`,
  };
});
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.versions.node}`;
const markdown = [
  `### The frameworks alone (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
  '',
  `\`npm run bench:floors -w @site/backend\`. Machine: ${machine}. ${DRIVEN_AS} per server, ${ROUNDS} rounds, ` +
    'alternately; each figure is its median over the rounds and the ratio is to the ceiling in the same round. ' +
    `Each server answers the same ${Buffer.byteLength(BYTES)} bytes on GET /api/health with nothing else around it.`,
  '',
  markdownTable(rows),
].join('\n');
console.log(markdown);
await writeApiBlock('framework-floors', markdown);
