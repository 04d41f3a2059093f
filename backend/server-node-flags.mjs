// The Node flags the server runs with, wherever it is started: scripts/start.mjs (`npm start`) and the bench read
// them here; backend's own `npm start` script and docker/Dockerfile write the same ones out.
//
// A heap of at most 1 GiB. V8 sizes the heap limit from the machine's memory (4 GiB on a 24 GiB machine) and, with
// that much room, lets garbage grow to about four times the live set (45–55 MB under the bench) before a full
// collection: 250–320 MB resident. Under a 1 GiB limit it collects at about twice the live set: 200–230 MB, with the
// same throughput within the bench's noise (docs/decisions/008).
//
// Young generation semi-spaces of at most 16 MiB, as Node 20's V8 had them. Node 24's V8 lets each grow to 64 MiB on
// such a machine: 128 MiB of new space touched (and resident) once the first burst of requests has come and gone,
// which took the server from 175 to 265 MiB resident after health alone (docs/benchmarks.md, 2026-11-29).
export const SERVER_NODE_FLAGS = ['--max-old-space-size=1024', '--max-semi-space-size=16'];
