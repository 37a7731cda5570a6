#!/usr/bin/env node
// Post-install fix-ups for packaging bugs of the pinned themes (idempotent).
// Run by `npm ci` (postinstall) and again by render.js at start-up.
'use strict';
const fs = require('fs');
const path = require('path');

function fixups(root) {
  const nm = path.join(root || __dirname, 'node_modules');
  const done = [];
  // jsonresume-theme-mocha-responsive reads
  //   <its dir>/node_modules/@fortawesome/fontawesome-free/css/all.min.css
  // but does not declare the package; we depend on it at top level and link it
  // into the place the theme looks.
  const mocha = path.join(nm, 'jsonresume-theme-mocha-responsive');
  const fa = path.join(nm, '@fortawesome');
  if (fs.existsSync(mocha) && fs.existsSync(fa)) {
    const dir = path.join(mocha, 'node_modules');
    const link = path.join(dir, '@fortawesome');
    if (!fs.existsSync(path.join(link, 'fontawesome-free', 'css', 'all.min.css'))) {
      fs.mkdirSync(dir, { recursive: true });
      try { fs.rmSync(link, { recursive: true, force: true }); } catch (e) { /* absent */ }
      fs.symlinkSync(path.relative(dir, fa), link, 'dir');
      done.push('linked @fortawesome into jsonresume-theme-mocha-responsive/node_modules');
    }
  }
  return done;
}

module.exports = { fixups };
if (require.main === module) {
  for (const line of fixups(__dirname)) console.log('fixups: ' + line);
}
