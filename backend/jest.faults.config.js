/**
 * The fault suites (a private MariaDB killed and frozen, a server stopped under load behind nginx, a full disk, the
 * nginx template in front of the server, servers on separate hosts with one host's link cut, hostile bodies while
 * health must keep answering): run after the other suites, one file at a time, on an otherwise idle machine — their
 * bounds ("health answers within 1 s") are about the server, not about tasks running beside them.
 * @type {import('jest').Config}
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  roots: ['<rootDir>/test/faults'],
  testRegex: '.*\\.fault-spec\\.ts$',
  testTimeout: 180000,
};
