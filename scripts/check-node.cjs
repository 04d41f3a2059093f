#!/usr/bin/env node
// `npm start` runs this first (prestart), and .ci/run asks it whether the machine's Node will do: on a Node.js older
// than package.json's `engines` it stops with one line naming the version needed, instead of failing later at run
// time. (`npm install` needs no script: engine-strict in .npmrc stops it before it installs anything.)
// CommonJS and plain syntax on purpose, so that any old Node can run it far enough to say what is needed.
'use strict';
var required = require('../package.json').engines.node; // ">=24.11"
var wanted = required
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
var current = process.versions.node.split('.').map(Number);
for (var i = 0; i < wanted.length; i++) {
  if ((current[i] || 0) > wanted[i]) break;
  if ((current[i] || 0) < wanted[i]) {
    console.error(
      '需要 Node.js ' +
        required +
        '（当前 ' +
        process.version +
        '）· Node.js ' +
        required +
        ' is required (this is ' +
        process.version +
        ').',
    );
    process.exit(1);
  }
}
