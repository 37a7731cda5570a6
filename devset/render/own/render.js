#!/usr/bin/env node
// Render JSON Resume records through the own templates (this folder) and print them to PDF.
//
//   node render.js --out OUTDIR [--templates own-a,own-b] [--force] RECORD.json...
//
// For each template x record: OUTDIR/<template>/<id>.html and .pdf (id = record file stem),
// like ../themes/render.js does for the npm themes: same Chromium (Debian's, driven by
// playwright-core from ../themes/node_modules), network blocked, A4. The templates are
// modules of this folder, so they run in this process. A PDF newer than its record, the
// template and this script is kept. Status: OUTDIR/own-status.json.
'use strict';
const fs = require('fs');
const path = require('path');

const HERE = __dirname;
const TEMPLATES = ['own-linkedin', 'own-word', 'own-canva', 'own-docs', 'own-academic'];

// Print settings per template (what the genre's own exporter does).
const PRINT = {
  // The profile export numbers its pages at the foot: "Page 1 of 3".
  'own-linkedin': {
    margin: { top: '10mm', bottom: '14mm', left: '0mm', right: '0mm' },
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: '<div style="width:100%;font-size:8px;color:#888;text-align:center;font-family:Liberation Sans,sans-serif;">'
      + 'Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
  },
  'own-word': { margin: { top: '20mm', bottom: '18mm', left: '18mm', right: '18mm' } },
  'own-canva': { margin: { top: '0mm', bottom: '0mm', left: '0mm', right: '0mm' } },
  'own-docs': { margin: { top: '16mm', bottom: '16mm', left: '17mm', right: '17mm' } },
  'own-academic': { margin: { top: '18mm', bottom: '18mm', left: '19mm', right: '19mm' } },
};

function nodeModules() {
  // This checkout's themes folder, or (a worktree whose devset/build links to the main
  // checkout's) the main checkout's.
  const cands = [path.join(HERE, '..', 'themes', 'node_modules')];
  try {
    cands.push(path.join(fs.realpathSync(path.join(HERE, '..', '..', 'build')), '..', 'render', 'themes', 'node_modules'));
  } catch (_) { /* no build folder */ }
  for (const d of cands) if (fs.existsSync(path.join(d, 'playwright-core'))) return d;
  throw new Error('playwright-core not found: run devset/render/themes/setup.sh');
}

function mtime(f) { try { return fs.statSync(f).mtimeMs; } catch (_) { return null; } }

function writeAtomic(file, data) {
  const tmp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

async function main() {
  const argv = process.argv.slice(2);
  let out = null;
  let want = TEMPLATES;
  let force = false;
  const records = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') out = path.resolve(argv[++i]);
    else if (argv[i] === '--templates') want = argv[++i].split(',').filter(Boolean);
    else if (argv[i] === '--force') force = true;
    else if (argv[i] === '--jobs') i++; // accepted for symmetry; one page at a time
    else records.push(path.resolve(argv[i]));
  }
  if (!out || !records.length) { process.stderr.write('usage: render.js --out OUTDIR [--templates a,b] RECORD.json...\n'); process.exit(2); }
  for (const t of want) if (!TEMPLATES.includes(t)) { process.stderr.write(`render.js: unknown template ${t}\n`); process.exit(2); }

  process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
  const { chromium } = require(path.join(nodeModules(), 'playwright-core'));
  let browser = null;
  let context = null;
  const status = [];
  let printed = 0;
  const common = mtime(path.join(HERE, 'common.js'));
  for (const t of want) {
    const modFile = path.join(HERE, `${t}.js`);
    const mod = require(modFile);
    const dir = path.join(out, t);
    fs.mkdirSync(dir, { recursive: true });
    const tplM = Math.max(mtime(modFile), common, mtime(__filename));
    for (const rec of records.slice().sort()) {
      const id = path.basename(rec).replace(/\.json$/i, '');
      const html = path.join(dir, `${id}.html`);
      const pdf = path.join(dir, `${id}.pdf`);
      const pdfM = mtime(pdf);
      if (!force && pdfM != null && pdfM > mtime(rec) && pdfM > tplM) { status.push({ template: t, id, ok: true, cached: true }); continue; }
      try {
        writeAtomic(html, mod.render(JSON.parse(fs.readFileSync(rec, 'utf8'))));
        if (!browser) {
          browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
            args: ['--host-resolver-rules=MAP * ~NOTFOUND', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'] });
          context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', timezoneId: 'UTC' });
          await context.route('**/*', (route) => (/^(file|data|about):/i.test(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
        }
        const page = await context.newPage();
        await page.goto('file://' + html, { waitUntil: 'load', timeout: 20000 });
        await page.evaluate(() => (document.fonts ? document.fonts.ready.then(() => true) : true));
        const buf = await page.pdf({ format: 'A4', printBackground: true, ...PRINT[t] });
        await page.close();
        writeAtomic(pdf, buf);
        printed++;
        status.push({ template: t, id, ok: true });
      } catch (e) {
        try { fs.unlinkSync(pdf); } catch (_) { /* absent */ }
        status.push({ template: t, id, ok: false, error: String(e && e.message || e).split('\n')[0] });
        process.stderr.write(`  FAIL ${t}/${id}: ${e && e.message}\n`);
      }
    }
  }
  if (browser) await browser.close();
  writeAtomic(path.join(out, 'own-status.json'), '[\n' + status.map((s) => JSON.stringify(s)).join(',\n') + '\n]\n');
  process.stderr.write(`render.js (own): ${printed} PDFs printed, ${status.filter((s) => !s.ok).length} failed\n`);
}

main().catch((e) => { process.stderr.write(`render.js: ${e && e.stack || e}\n`); process.exit(1); });
