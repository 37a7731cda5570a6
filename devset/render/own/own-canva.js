// own-canva: imitates a designed two-column CV made with an online design tool: a coloured
// right-hand column (contact, skills with bar graphics, languages with dots, interests as
// chips), headings in letter-spaced capitals, work entries on a timeline with the dates
// above the title, education as cards side by side in a grid. Written here from general
// knowledge of the genre; nothing was copied.
'use strict';
const c = require('./common');
const { esc, list } = c;

const CSS = `
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Lato', 'Open Sans', sans-serif; color: #2b2b2b; font-size: 9.5pt; }
.page { display: flex; min-height: 297mm; }
.main { flex: 1; padding: 16mm 9mm 12mm 14mm; }
.side { width: 68mm; background: #23395b; color: #f1f1f1; padding: 16mm 8mm 12mm 8mm; }
h1 { font-size: 26pt; font-weight: 300; letter-spacing: 0.06em; margin: 0; line-height: 1.1; }
.role { font-size: 11pt; letter-spacing: 0.12em; text-transform: uppercase; color: #c0504d; margin: 2mm 0 6mm 0; }
h2 { font-size: 10.5pt; font-weight: 700; letter-spacing: 0.35em; text-transform: uppercase; margin: 7mm 0 3mm 0; color: #23395b; }
.side h2 { color: #ffffff; border-bottom: 1px solid #8aa0c0; padding-bottom: 1.5mm; }
.timeline { border-left: 2px solid #c0504d; margin-left: 1.5mm; padding-left: 5mm; }
.item { position: relative; margin-bottom: 4.5mm; }
.item::before { content: ''; position: absolute; left: -7.1mm; top: 1mm; width: 8px; height: 8px; border-radius: 50%; background: #c0504d; }
.dates { font-size: 8pt; letter-spacing: 0.08em; text-transform: uppercase; color: #888; margin: 0; }
.title { font-size: 11pt; font-weight: 700; margin: 0.5mm 0 0 0; }
.org { font-size: 9.5pt; color: #c0504d; margin: 0 0 1mm 0; }
p { margin: 0 0 1mm 0; }
ul { margin: 0.5mm 0 0 0; padding-left: 4mm; }
.cards { display: grid; grid-template-columns: 1fr 1fr; gap: 3mm; }
.card { border: 1px solid #d5dbe5; border-radius: 2mm; padding: 2.5mm; background: #f6f8fb; break-inside: avoid; }
.card .title { font-size: 10pt; }
.side p { margin: 0 0 2mm 0; word-wrap: break-word; font-size: 9pt; }
.skill { margin-bottom: 2.5mm; }
.skill .name { font-size: 9pt; margin-bottom: 0.8mm; }
.bar { height: 5px; background: #4d6587; border-radius: 3px; }
.bar span { display: block; height: 5px; background: #f2b134; border-radius: 3px; }
.lang { display: flex; justify-content: space-between; align-items: center; margin-bottom: 2mm; font-size: 9pt; }
.dots span { display: inline-block; width: 7px; height: 7px; border-radius: 50%; background: #4d6587; margin-left: 2px; }
.dots span.on { background: #f2b134; }
.chips span { display: inline-block; border: 1px solid #f2b134; border-radius: 8px; padding: 0.5mm 2mm; margin: 0 1mm 1.5mm 0; font-size: 8.5pt; }
`;

// A level word (any language) as a share of the bar: the genre shows no level text.
function levelShare(level) {
  const s = String(level || '').toLowerCase();
  if (/expert|esperto|especialista|spezialist|sehr gut|master/.test(s)) return 0.95;
  if (/advanced|avanc|avanzat|avanza|fortgeschritten|gevorderd|erfahren|experienced/.test(s)) return 0.8;
  if (/intermedi|gute/.test(s)) return 0.6;
  if (/basic|básico|basico|grund|notions|elementary/.test(s)) return 0.35;
  return 0.7;
}

function fluencyDots(f) {
  const s = String(f || '').toLowerCase();
  if (/native|mutter|maternelle|madre|materna|moedertaal|bilingu|c2/.test(s)) return 5;
  if (/c1|fluent|fluente|courant|verhandlungs|vloeiend|zeer goed|ottimo|full professional|sehr gut/.test(s)) return 4;
  if (/b2|professional|buono|goed|gute|avanzado|professionnel/.test(s)) return 3;
  if (/b1|intermedi|conversational|redelijk/.test(s)) return 2;
  return 1;
}

function sideColumn(r) {
  const b = r.basics || {};
  const out = [];
  const contact = [b.phone, b.email, b.url && c.urlText(b.url), c.place(b.location, true)]
    .concat(list(b.profiles).map((p) => p.url && c.urlText(p.url))).filter(Boolean);
  if (contact.length) out.push(`<h2>Contact</h2>${contact.map((x) => `<p>${esc(x)}</p>`).join('')}`);
  const skills = list(r.skills).filter((s) => s.name);
  if (skills.length) {
    out.push(`<h2>Skills</h2>${skills.map((s) => `<div class="skill"><div class="name">${esc(s.name)}</div>`
      + `<div class="bar"><span style="width:${Math.round(levelShare(s.level) * 100)}%"></span></div></div>`).join('')}`);
  }
  const langs = list(r.languages).filter((l) => l.language);
  if (langs.length) {
    out.push(`<h2>Languages</h2>${langs.map((l) => {
      const n = fluencyDots(l.fluency);
      const dots = [1, 2, 3, 4, 5].map((i) => `<span${i <= n ? ' class="on"' : ''}></span>`).join('');
      return `<div class="lang"><span>${esc(l.language)}</span><span class="dots">${dots}</span></div>`;
    }).join('')}`);
  }
  const interests = list(r.interests).filter((i) => i.name);
  if (interests.length) out.push(`<h2>Interests</h2><div class="chips">${interests.map((i) => `<span>${esc(i.name)}</span>`).join(' ')}</div>`);
  const certs = list(r.certificates).filter((x) => x.name);
  if (certs.length) out.push(`<h2>Certificates</h2>${certs.map((x) => `<p>${esc(x.name)}${x.date ? ` (${esc(c.fmtDate(x.date, 'year'))})` : ''}</p>`).join('')}`);
  return out.join('\n');
}

function timeline(title, items) {
  if (!items.length) return '';
  return `<h2>${esc(title)}</h2><div class="timeline">${items.map((it) => `<div class="item">
${it.dates ? `<p class="dates">${esc(it.dates)}</p>` : ''}
<p class="title">${esc(it.title || '')}</p>
${it.org ? `<p class="org">${esc(it.org)}</p>` : ''}
${it.text ? `<p>${esc(it.text)}</p>` : ''}
${it.bullets && it.bullets.length ? `<ul>${it.bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}
</div>`).join('\n')}</div>`;
}

function range(a, b) {
  return c.fmtRange(a, b, 'short').replace(' - ', ' — ');
}

function render(r) {
  const b = r.basics || {};
  const main = [];
  main.push(`<h1>${esc(b.name || '')}</h1>`);
  if (b.label) main.push(`<p class="role">${esc(b.label)}</p>`);
  if (b.summary) main.push(`<h2>Profile</h2><p>${esc(b.summary)}</p>`);
  main.push(timeline('Experience', list(r.work).map((w) => ({
    dates: range(w.startDate, w.endDate), title: w.position,
    org: [w.name, w.location].filter(Boolean).join(' · '), text: w.summary, bullets: list(w.highlights) }))));
  const ed = list(r.education);
  if (ed.length) {
    main.push(`<h2>Education</h2><div class="cards">${ed.map((e) => `<div class="card">
<p class="dates">${esc(range(e.startDate, e.endDate))}</p>
<p class="title">${esc([e.studyType, e.area].filter(Boolean).join(', '))}</p>
<p class="org">${esc(e.institution || '')}</p>
${e.score ? `<p>${esc(e.score)}</p>` : ''}
</div>`).join('\n')}</div>`);
  }
  main.push(timeline('Projects', list(r.projects).map((p) => ({
    dates: range(p.startDate, p.endDate), title: p.name, org: p.entity, text: p.description, bullets: list(p.highlights) }))));
  main.push(timeline('Volunteering', list(r.volunteer).map((v) => ({
    dates: range(v.startDate, v.endDate), title: v.position, org: v.organization, text: v.summary, bullets: list(v.highlights) }))));
  main.push(timeline('Awards', list(r.awards).map((x) => ({
    dates: c.fmtDate(x.date, 'short'), title: x.title, org: x.awarder, text: x.summary }))));
  main.push(timeline('Publications', list(r.publications).map((x) => ({
    dates: c.fmtDate(x.releaseDate, 'short'), title: x.name, org: x.publisher, text: x.summary }))));
  const refs = list(r.references).filter((x) => x.name);
  if (refs.length) main.push(`<h2>References</h2>${refs.map((x) => `<p><b>${esc(x.name)}</b></p><p>${esc(x.reference || '')}</p>`).join('')}`);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(b.name || '')}</title><style>${CSS}</style></head>
<body><div class="page">
<main class="main">
${main.filter(Boolean).join('\n')}
</main>
<aside class="side">
${sideColumn(r)}
</aside>
</div></body></html>
`;
}

module.exports = { render, levelShare, fluencyDots };
