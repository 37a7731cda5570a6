#!/usr/bin/env node
// Render JSON Resume records through the pinned npm themes and print them to PDF.
//
//   node render.js --out OUTDIR [--themes a,b,c] [--jobs N] [--timeout MS]
//                  [--force] [--no-shims] [--chromium PATH] RECORD.json...
//
// For each theme x record: OUTDIR/theme-<name>/<id>.html and .pdf (id = record
// file stem). Theme render() runs in one child process per theme (themes share
// hoisted modules such as handlebars and register global helpers, so they must
// not share a process); PDFs are printed by one Chromium (Debian's
// /usr/bin/chromium, driven by playwright-core) with --jobs pages in parallel.
// Every network request from the pages is blocked, and so are network
// connections from the theme code. Failures are recorded in
// OUTDIR/themes-status.json and never stop the run. See README.md.
'use strict';

const fs = require('fs');
const path = require('path');
const { fork } = require('child_process');

const HERE = __dirname;
const VERBOSE = process.argv.includes('--verbose');
const NODE_MODULES = path.join(HERE, 'node_modules');

// The themes, in the fixed order used for processing and for the status file.
const THEMES = [
  'paper', 'class', 'onepage', 'spartan', 'short', 'modern', 'crisp', 'kwan',
  'caffeine', 'slick', 'actual', 'papirus', 'cora', 'relaxed', 'direct',
  'minyma', 'tan-responsive', 'mocha-responsive', 'simple-red',
];

// Structural shims: a theme that dereferences a missing *container* (and
// crashes) gets an empty array/object there. Shims never add text: anything
// that would need content (a missing date, name, skill level...) is left alone
// and the render fails and is reported instead. Each applied shim is listed in
// the status entry.
function ensureBasics(r, applied) {
  if (r.basics == null || typeof r.basics !== 'object') { r.basics = {}; applied.push('basics={}'); }
}
function ensureProfiles(r, applied) {
  ensureBasics(r, applied);
  if (!Array.isArray(r.basics.profiles)) { r.basics.profiles = []; applied.push('basics.profiles=[]'); }
}
function ensureItemArrays(r, section, field, applied) {
  if (!Array.isArray(r[section])) return;
  r[section].forEach((item, i) => {
    if (item && typeof item === 'object' && !Array.isArray(item[field])) {
      item[field] = [];
      applied.push(`${section}[${i}].${field}=[]`);
    }
  });
}
const SHIMS = {
  modern: (r, a) => ensureBasics(r, a),
  crisp: (r, a) => { ensureBasics(r, a); ensureItemArrays(r, 'interests', 'keywords', a); },
  kwan: (r, a) => ensureBasics(r, a),
  slick: (r, a) => ensureProfiles(r, a),
  actual: (r, a) => { ensureProfiles(r, a); ensureItemArrays(r, 'projects', 'roles', a); },
  cora: (r, a) => ensureBasics(r, a),
  relaxed: (r, a) => ensureBasics(r, a),
  'tan-responsive': (r, a) => ensureBasics(r, a),
};

// Print fix-ups: CSS added to the page (not to the .html file) before
// printing, for layout hacks that Chromium's paginator turns into junk pages.
// They change layout only, never text.
const PRINT_CSS = {
  // Equal-height-columns hack (padding-bottom: 99999px; margin-bottom:
  // -99999px) meant for PhantomJS: Chromium prints ~100 blank pages.
  papirus: '.sidebar, .content { padding-bottom: 0 !important; margin-bottom: 0 !important; }',
};

// Offline CDN: stylesheets, scripts and icon fonts that themes load from CDNs
// are served from pinned npm packages (same version as the URL wherever npm
// has it), so layouts (bootstrap grids) and icon glyphs come out as a reader
// online would see them. Every other request (Google Fonts, Typekit, Gravatar,
// images...) is aborted. Keys: URL without scheme, prefix match.
const CDN_MAP = [
  ['maxcdn.bootstrapcdn.com/bootstrap/3.3.7/', 'bootstrap/dist/'],
  ['maxcdn.bootstrapcdn.com/bootstrap/3.2.0/', 'bootstrap-3.2.0/dist/'],
  ['maxcdn.bootstrapcdn.com/font-awesome/4.7.0/', 'font-awesome/'],
  ['maxcdn.bootstrapcdn.com/font-awesome/4.2.0/', 'font-awesome-4.2.0/'],
  // bootswatch.com served Bootstrap 3 themes when these themes were written.
  ['bootswatch.com/', 'bootswatch/'],
  ['ajax.googleapis.com/ajax/libs/jquery/1.11.0/', 'jquery-1.11.0/dist/'],
  ['cdn.jsdelivr.net/flexboxgrid/6.3.0/', 'flexboxgrid/dist/'],
  ['use.fontawesome.com/releases/v5.8.1/', '@fortawesome/fontawesome-free/'],
];
const MIME = {
  '.css': 'text/css; charset=utf-8', '.js': 'application/javascript; charset=utf-8',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject', '.svg': 'image/svg+xml', '.png': 'image/png',
};
function cdnLocalFile(url) {
  const m = /^https?:\/\/([^?#]*)/i.exec(url) || /^\/\/([^?#]*)/.exec(url);
  if (!m) return null;
  const rest = decodeURIComponent(m[1]);
  for (const [prefix, dir] of CDN_MAP) {
    if (!rest.startsWith(prefix)) continue;
    const base = path.join(NODE_MODULES, dir);
    const file = path.resolve(base, rest.slice(prefix.length));
    if (!file.startsWith(base) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return null;
    return file;
  }
  return null;
}

// ---------------------------------------------------------------- utilities

function die(msg) {
  process.stderr.write(`render.js: ${msg}\n`);
  process.exit(2);
}

function writeAtomic(file, data) {
  const tmp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
  } catch (e) {
    try { fs.unlinkSync(tmp); } catch (_) { /* gone */ }
    throw e;
  }
}

function mtimeMs(file) {
  try { return fs.statSync(file).mtimeMs; } catch (_) { return null; }
}

function rmQuiet(file) {
  try { fs.unlinkSync(file); } catch (_) { /* absent */ }
}

function errText(e) {
  const s = e && (e.message || String(e)) || 'unknown error';
  // Keep the first lines only (pug errors carry a source excerpt).
  return s.split('\n').filter((l) => l.trim()).slice(0, 3).join(' | ').slice(0, 500);
}

function countPdfPages(buf) {
  const m = buf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g);
  return m ? m.length : 0;
}

function themeDir(theme) {
  return path.join(NODE_MODULES, `jsonresume-theme-${theme}`);
}

// ------------------------------------------------------------ theme worker
// `node render.js --worker THEME OUTDIR` (forked with an IPC channel): receives
// {records: [{id, file}], shims: bool} and replies one message per record.

function blockNodeNetwork() {
  const refuse = () => { throw new Error('network access is disabled while rendering'); };
  const net = require('net');
  const tls = require('tls');
  net.connect = refuse;
  net.createConnection = refuse;
  net.Socket.prototype.connect = refuse;
  tls.connect = refuse;
  const dns = require('dns');
  dns.lookup = (host, opts, cb) => {
    const callback = typeof opts === 'function' ? opts : cb;
    process.nextTick(callback, new Error('network access is disabled while rendering'));
  };
  if (typeof globalThis.fetch === 'function') {
    globalThis.fetch = async () => { throw new Error('network access is disabled while rendering'); };
  }
}

function runWorker(theme, outDir, timeoutMs) {
  blockNodeNetwork();
  // Themes print debugging output; keep the IPC channel the only protocol and
  // send their chatter to stderr (the parent keeps the tail for error messages).
  for (const k of ['log', 'info', 'warn', 'error', 'debug']) {
    console[k] = (...args) => process.stderr.write(args.map(String).join(' ') + '\n');
  }
  let mod = null;
  let loadError = null;
  try {
    mod = require(themeDir(theme));
    if (!mod || typeof mod.render !== 'function') throw new Error('theme exports no render()');
  } catch (e) {
    loadError = `theme failed to load: ${errText(e)}`;
  }
  const dir = path.join(outDir, `theme-${theme}`);
  fs.mkdirSync(dir, { recursive: true });

  process.on('message', async (msg) => {
    for (const rec of msg.records) {
      const started = Date.now();
      const res = { id: rec.id, ok: false, error: null, shims: [] };
      try {
        if (loadError) throw new Error(loadError);
        let resume;
        try {
          resume = JSON.parse(fs.readFileSync(rec.file, 'utf8'));
        } catch (e) {
          throw new Error(`record unreadable: ${errText(e)}`);
        }
        // Deep copy is implicit (freshly parsed per render): themes mutate it.
        if (msg.shims && SHIMS[theme]) SHIMS[theme](resume, res.shims);
        let timer;
        const html = await Promise.race([
          Promise.resolve().then(() => mod.render(resume)),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`render() timed out after ${timeoutMs} ms`)), timeoutMs);
          }),
        ]).finally(() => clearTimeout(timer));
        if (typeof html !== 'string' || html.length === 0) {
          throw new Error(`render() returned ${typeof html === 'string' ? 'an empty string' : typeof html}`);
        }
        writeAtomic(path.join(dir, `${rec.id}.html`), html);
        res.ok = true;
      } catch (e) {
        res.error = errText(e);
      }
      res.renderMs = Date.now() - started;
      process.send({ type: 'result', result: res });
    }
    process.send({ type: 'done' }, () => process.exit(0));
  });
  process.send({ type: 'ready' });
}

// ------------------------------------------------------------ HTML phase
// Runs one forked worker for a theme; watchdog restarts it if it hangs.

function renderThemeHtml(theme, outDir, records, opts, onResult) {
  return new Promise((resolve) => {
    let pending = records.slice();
    const startWorker = () => {
      if (pending.length === 0) { resolve(); return; }
      const batch = pending;
      let idx = 0;
      let stderrTail = '';
      let finished = false;
      const child = fork(__filename, ['--worker', theme, outDir, String(opts.timeoutMs)], {
        cwd: HERE,
        silent: true,
        env: { ...process.env, NODE_NO_WARNINGS: '1' },
      });
      child.stdout.on('data', () => {});
      child.stderr.on('data', (d) => { stderrTail = (stderrTail + d.toString()).slice(-2000); });
      let watchdog = null;
      const arm = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          // render() blocked the event loop (or the worker is stuck): fail the
          // record in flight, kill the worker, restart with the rest.
          if (finished) return;
          finished = true;
          onResult(theme, { id: batch[idx].id, ok: false, shims: [],
            error: `theme worker hung (no answer within ${opts.timeoutMs + 5000} ms)` });
          pending = batch.slice(idx + 1);
          child.kill('SIGKILL');
          startWorker();
        }, opts.timeoutMs + 5000);
      };
      child.on('message', (m) => {
        if (m.type === 'ready') {
          arm();
          child.send({ records: batch, shims: opts.shims });
        } else if (m.type === 'result') {
          arm();
          idx++;
          onResult(theme, m.result);
        } else if (m.type === 'done') {
          finished = true;
          clearTimeout(watchdog);
        }
      });
      child.on('exit', (code, signal) => {
        clearTimeout(watchdog);
        if (finished && idx >= batch.length) { resolve(); return; }
        if (finished) return; // killed by the watchdog; restarted already
        finished = true;
        // Crashed (e.g. process.exit or uncaught async error inside a theme).
        const tail = stderrTail.trim().split('\n').slice(-2).join(' | ').slice(0, 400);
        if (idx < batch.length) {
          onResult(theme, { id: batch[idx].id, ok: false, shims: [],
            error: `theme worker exited (${signal || code})${tail ? ': ' + tail : ''}` });
        }
        pending = batch.slice(idx + 1);
        startWorker();
      });
    };
    startWorker();
  });
}

// ------------------------------------------------------------- PDF phase

async function launchBrowser(executablePath) {
  process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      // Belt and braces next to request routing: no host name resolves.
      '--host-resolver-rules=MAP * ~NOTFOUND',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  const context = await browser.newContext({
    serviceWorkers: 'block',
    javaScriptEnabled: true,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (/^(file|data|about|blob):/i.test(url)) return route.continue();
    const local = cdnLocalFile(url);
    if (VERBOSE) process.stderr.write(`  ${local ? 'serve' : 'block'} ${url.slice(0, 120)}\n`);
    if (local) {
      return route.fulfill({
        status: 200,
        path: local,
        headers: {
          'Content-Type': MIME[path.extname(local).toLowerCase()] || 'application/octet-stream',
          'Access-Control-Allow-Origin': '*', // fonts requested from a file:// page
        },
      });
    }
    return route.abort('blockedbyclient');
  });
  await context.routeWebSocket(/.*/, (ws) => ws.close()).catch(() => {});
  return { browser, context };
}

async function printPdf(context, htmlFile, pdfFile, timeoutMs, extraCss) {
  const page = await context.newPage();
  let timer;
  try {
    const work = (async () => {
      await page.goto('file://' + htmlFile, { waitUntil: 'load', timeout: timeoutMs });
      if (extraCss) await page.addStyleTag({ content: extraCss });
      // Fade-in animations (opacity 0 -> 1 after a delay) would print blank
      // text: jump every finite CSS animation/transition to its end state, as
      // a reader sees the page once it has settled.
      await page.evaluate(() => {
        if (!document.getAnimations) return;
        for (const a of document.getAnimations()) {
          try { a.finish(); } catch (e) { /* infinite: leave running */ }
        }
      });
      // Pictures whose request was blocked (gravatar, photos on the web) would
      // print their alt text ("profile-pic"): keep the box, hide the text.
      await page.evaluate(() => {
        for (const img of Array.from(document.images)) {
          if (img.complete && img.naturalWidth === 0) img.style.visibility = 'hidden';
        }
      });
      await page.evaluate(() => (document.fonts ? document.fonts.ready.then(() => true) : true));
      return page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: false,
        margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
      });
    })();
    work.catch(() => {}); // after a timeout it rejects once the page closes
    const buf = await Promise.race([
      work,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`printing timed out after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    if (!buf || buf.length === 0) throw new Error('empty PDF');
    writeAtomic(pdfFile, buf);
    return countPdfPages(buf);
  } finally {
    clearTimeout(timer);
    await page.close({ runBeforeUnload: false }).catch(() => {});
  }
}

// ------------------------------------------------------------------ main

function parseArgs(argv) {
  const o = { out: null, themes: THEMES.slice(), jobs: 2, timeoutMs: 20000, force: false,
    shims: true, chromium: process.env.CHROMIUM || '/usr/bin/chromium', records: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => { if (i + 1 >= argv.length) die(`${a} needs a value`); return argv[++i]; };
    if (a === '--out') o.out = path.resolve(val());
    else if (a === '--themes') o.themes = val().split(',').map((s) => s.trim().replace(/^jsonresume-theme-/, '')).filter(Boolean);
    else if (a === '--jobs') o.jobs = parseInt(val(), 10);
    else if (a === '--timeout') o.timeoutMs = parseInt(val(), 10);
    else if (a === '--chromium') o.chromium = val();
    else if (a === '--force') o.force = true;
    else if (a === '--no-shims') o.shims = false;
    else if (a === '--verbose') { /* read at start-up (VERBOSE) */ }
    else if (a === '-h' || a === '--help') {
      process.stdout.write('usage: node render.js --out OUTDIR [--themes a,b,c] [--jobs N] [--timeout MS] '
        + '[--force] [--no-shims] [--verbose] [--chromium PATH] RECORD.json...\n');
      process.exit(0);
    } else if (a.startsWith('--')) die(`unknown option ${a}`);
    else o.records.push(a);
  }
  if (!o.out) die('--out OUTDIR is required');
  if (!(o.jobs >= 1)) die('--jobs must be >= 1');
  if (!(o.timeoutMs >= 1000)) die('--timeout must be >= 1000 (ms)');
  for (const t of o.themes) if (!THEMES.includes(t)) die(`unknown theme ${t} (known: ${THEMES.join(',')})`);
  o.themes = THEMES.filter((t) => o.themes.includes(t)); // fixed order, no duplicates
  if (o.records.length === 0) die('no RECORD.json given');
  return o;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  try { require('./fixups').fixups(HERE); } catch (e) { /* reported by the theme that needs it */ }
  if (!fs.existsSync(NODE_MODULES)) die(`${NODE_MODULES} missing: run setup.sh (npm ci) first`);

  // Records: deterministic order by id; ids must be unique.
  const byId = new Map();
  for (const f of opts.records) {
    const file = path.resolve(f);
    if (!fs.existsSync(file)) die(`no such record: ${f}`);
    const id = path.basename(file).replace(/\.json$/i, '');
    if (byId.has(id) && byId.get(id) !== file) die(`duplicate record id ${id}: ${byId.get(id)} and ${file}`);
    byId.set(id, file);
  }
  const records = [...byId.keys()].sort().map((id) => ({ id, file: byId.get(id) }));
  fs.mkdirSync(opts.out, { recursive: true });

  // A PDF is stale when older than its record, the theme's package.json, the
  // lock file (pins) or this script (shims, print settings).
  const lockM = Math.max(mtimeMs(path.join(HERE, 'package-lock.json')) || 0, mtimeMs(__filename) || 0);
  const status = new Map(); // "theme\0id" -> entry
  const key = (t, id) => `${t}\0${id}`;
  const t0 = Date.now();

  const statusFile = path.join(opts.out, 'themes-status.json');
  const oldStatus = new Map();
  try {
    const old = JSON.parse(fs.readFileSync(statusFile, 'utf8'));
    for (const e of Array.isArray(old) ? old : []) if (e && e.theme && e.id) oldStatus.set(key(e.theme, e.id), e);
  } catch (_) { /* first run */ }

  // Decide what needs work (cache: PDF newer than record and theme package).
  const todo = new Map(); // theme -> records
  let cached = 0;
  for (const theme of opts.themes) {
    const themeM = Math.max(mtimeMs(path.join(themeDir(theme), 'package.json')) || 0, lockM);
    const dir = path.join(opts.out, `theme-${theme}`);
    for (const rec of records) {
      const pdfM = mtimeMs(path.join(dir, `${rec.id}.pdf`));
      if (!opts.force && pdfM != null && pdfM > mtimeMs(rec.file) && pdfM > themeM) {
        const prev = oldStatus.get(key(theme, rec.id));
        status.set(key(theme, rec.id), { ...(prev && prev.ok ? prev : { theme, id: rec.id, ok: true, error: null }), cached: true });
        cached++;
      } else {
        if (!todo.has(theme)) todo.set(theme, []);
        todo.get(theme).push(rec);
      }
    }
  }
  const total = [...todo.values()].reduce((n, l) => n + l.length, 0);
  process.stderr.write(`render.js: ${opts.themes.length} themes x ${records.length} records: `
    + `${cached} cached, ${total} to render, jobs=${opts.jobs}\n`);

  let browser = null;
  let context = null;
  let browserError = null;
  const pdfQueue = [];
  let waiters = [];
  const wakeAll = () => { const w = waiters; waiters = []; w.forEach((f) => f()); };
  let htmlDone = false;
  let printed = 0;
  let failed = 0;

  const fail = (theme, id, error, extra) => {
    const dir = path.join(opts.out, `theme-${theme}`);
    rmQuiet(path.join(dir, `${id}.pdf`)); // never leave a stale PDF behind a failure
    status.set(key(theme, id), { theme, id, ok: false, error, ...extra });
    failed++;
    process.stderr.write(`  FAIL ${theme}/${id}: ${error}\n`);
  };

  const onResult = (theme, r) => {
    if (!r.ok) {
      rmQuiet(path.join(opts.out, `theme-${theme}`, `${r.id}.html`));
      fail(theme, r.id, r.error, { stage: 'render', shims: r.shims || [] });
      return;
    }
    pdfQueue.push({ theme, id: r.id, shims: r.shims || [], renderMs: r.renderMs });
    wakeAll();
  };

  if (total > 0) {
    try {
      ({ browser, context } = await launchBrowser(opts.chromium));
    } catch (e) {
      browserError = `browser failed to start (${opts.chromium}): ${errText(e)}`;
      process.stderr.write(`render.js: ${browserError}\n`);
    }
  }

  // PDF printers: --jobs pages in parallel in the one browser.
  const printer = async () => {
    for (;;) {
      if (pdfQueue.length === 0) {
        if (htmlDone) return;
        await new Promise((r) => { waiters.push(r); });
        continue;
      }
      const job = pdfQueue.shift();
      const dir = path.join(opts.out, `theme-${job.theme}`);
      const htmlFile = path.join(dir, `${job.id}.html`);
      const pdfFile = path.join(dir, `${job.id}.pdf`);
      if (browserError) { fail(job.theme, job.id, browserError, { stage: 'pdf', shims: job.shims }); continue; }
      const started = Date.now();
      try {
        const pages = await printPdf(context, htmlFile, pdfFile, opts.timeoutMs, PRINT_CSS[job.theme]);
        const entry = { theme: job.theme, id: job.id, ok: true, error: null, pages,
          renderMs: job.renderMs, pdfMs: Date.now() - started };
        if (job.shims.length) entry.shims = job.shims;
        if (PRINT_CSS[job.theme]) entry.printCss = true;
        status.set(key(job.theme, job.id), entry);
        printed++;
      } catch (e) {
        fail(job.theme, job.id, errText(e), { stage: 'pdf', shims: job.shims });
        // A crashed browser would fail everything after it: start a new one.
        if (browser && !browser.isConnected()) {
          try { ({ browser, context } = await launchBrowser(opts.chromium)); } catch (e2) {
            browserError = `browser failed to restart: ${errText(e2)}`;
          }
        }
      }
    }
  };

  // HTML phase: one worker process per theme, up to --jobs at once, feeding
  // the printers as results arrive.
  const themeQueue = [...todo.keys()];
  const htmlRunner = async () => {
    while (themeQueue.length) {
      const theme = themeQueue.shift();
      await renderThemeHtml(theme, opts.out, todo.get(theme), opts, onResult);
    }
  };
  const printers = Array.from({ length: opts.jobs }, printer);
  await Promise.all(Array.from({ length: Math.min(opts.jobs, Math.max(1, themeQueue.length)) }, htmlRunner));
  htmlDone = true;
  wakeAll();
  await Promise.all(printers);
  if (browser) await browser.close().catch(() => {});

  // Status: merge with entries of earlier runs (other themes/records), then
  // write in deterministic order, one entry per line.
  for (const [k, e] of oldStatus) if (!status.has(k)) status.set(k, e);
  const order = new Map(THEMES.map((t, i) => [t, i]));
  const entries = [...status.values()].sort((a, b) =>
    ((order.get(a.theme) ?? 99) - (order.get(b.theme) ?? 99)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  writeAtomic(statusFile, '[\n' + entries.map((e) => JSON.stringify(e)).join(',\n') + '\n]\n');

  const secs = (Date.now() - t0) / 1000;
  process.stderr.write(`render.js: ${printed} PDFs printed, ${failed} failed, ${cached} cached `
    + `in ${secs.toFixed(1)} s${printed ? ` (${(secs / printed).toFixed(2)} s/PDF)` : ''}; status: ${statusFile}\n`);
}

if (process.argv[2] === '--worker') {
  runWorker(process.argv[3], process.argv[4], parseInt(process.argv[5], 10) || 20000);
} else {
  main().catch((e) => { process.stderr.write(`render.js: ${e && e.stack || e}\n`); process.exit(1); });
}
