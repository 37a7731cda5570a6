// own-academic: imitates a researcher's or consultant's CV typed in a word processor with a
// serif face: name and contact centred, headings in capitals, each job's position in bold
// with its dates right-aligned and the employer in italics below. Its secondary sections use
// the shapes such CVs give them: awards as a year column beside "Title, Awarder" and the
// summary; projects as a ruled table with a header row (Project | Description | Year);
// publications as bracket-numbered references ("[1] Surname, I. Title. Publisher, Month
// YYYY. link"); certificates with the issuer and year right-aligned on the name's line;
// volunteering as "Organisation — Role" with its dates right-aligned. Written here from
// general knowledge of the genre; nothing was copied.
'use strict';
const c = require('./common');
const { esc, list } = c;
const { author } = require('./own-docs');

const CSS = `
@page { size: A4; margin: 18mm 19mm 18mm 19mm; }
body { margin: 0; font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10.5pt; color: #000; line-height: 1.25; }
h1 { text-align: center; font-size: 19pt; font-weight: 700; margin: 0 0 1mm 0; letter-spacing: 0.04em; }
p.center { text-align: center; margin: 0 0 0.6mm 0; font-size: 10pt; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.08em; margin: 5.5mm 0 2mm 0; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 5mm; }
.row .right { white-space: nowrap; }
.entry { margin-bottom: 2.5mm; }
.it { font-style: italic; }
p { margin: 0.4mm 0; }
ul { margin: 0.4mm 0 0 0; padding-left: 5mm; }
table { width: 100%; border-collapse: collapse; }
table.years td { vertical-align: top; padding: 0 0 2mm 0; }
table.years td.y { width: 16mm; }
table.grid th { text-align: left; font-weight: 700; border-bottom: 0.8pt solid #000; padding: 0.8mm 2mm 0.8mm 0; }
table.grid td { vertical-align: top; border-bottom: 0.4pt solid #999; padding: 1mm 2mm 1mm 0; }
table.grid td.name { width: 34%; }
table.grid td.yr { width: 15%; white-space: nowrap; }
table.grid .small { font-size: 9pt; }
p.ref { padding-left: 7mm; text-indent: -7mm; margin-bottom: 1.5mm; }
`;

function bullets(xs) {
  const l = list(xs);
  return l.length ? `<ul>${l.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : '';
}

function section(title, body) {
  return body ? `<h2>${esc(title)}</h2>\n${body}` : '';
}

function range(a, b, style) {
  return c.fmtRange(a, b, style || 'short').replace(' - ', '–');
}

function yearRange(a, b) {
  return c.fmtRange(a, b, 'year', 'present').replace(' - ', '–');
}

function work(r) {
  return list(r.work).map((w) => `<div class="entry">
<div class="row"><b>${esc(w.position || '')}</b><span class="right">${esc(range(w.startDate, w.endDate))}</span></div>
<p class="it">${esc([w.name, w.location].filter(Boolean).join(', '))}</p>
${w.summary ? `<p>${esc(w.summary)}</p>` : ''}
${bullets(w.highlights)}
</div>`).join('\n');
}

function education(r) {
  return list(r.education).map((e) => `<div class="entry">
<div class="row"><b>${esc([e.studyType, e.area].filter(Boolean).join(', '))}</b><span class="right">${esc(yearRange(e.startDate, e.endDate))}</span></div>
<p class="it">${esc(e.institution || '')}</p>
${e.score ? `<p>${esc(e.score)}</p>` : ''}
${list(e.courses).length ? `<p>${esc(list(e.courses).join('; '))}</p>` : ''}
</div>`).join('\n');
}

function awards(r) {
  const xs = list(r.awards).filter((a) => a.title);
  if (!xs.length) return '';
  return `<table class="years">${xs.map((a) => `<tr><td class="y">${esc(c.fmtDate(a.date, 'year'))}</td><td>`
    + `<b>${esc(a.title)}</b>${a.awarder ? `, ${esc(a.awarder)}` : ''}`
    + `${a.summary ? `<p>${esc(a.summary)}</p>` : ''}</td></tr>`).join('\n')}</table>`;
}

function projects(r) {
  const xs = list(r.projects).filter((p) => p.name);
  if (!xs.length) return '';
  return `<table class="grid"><tr><th>Project</th><th>Description</th><th>Year</th></tr>\n${xs.map((p) => {
    const roles = list(p.roles).join(', ');
    const kws = list(p.keywords).join(', ');
    return `<tr><td class="name"><b>${esc(p.name)}</b>${p.url ? `<br><span class="small">${esc(c.urlText(p.url))}</span>` : ''}</td>`
      + `<td>${esc(p.description || '')}${roles ? `<br><span class="small">Role: ${esc(roles)}</span>` : ''}`
      + `${kws ? `<br><span class="small">Keywords: ${esc(kws)}</span>` : ''}</td>`
      + `<td class="yr">${esc(yearRange(p.startDate, p.endDate))}</td></tr>`;
  }).join('\n')}</table>`;
}

function publications(r) {
  const xs = list(r.publications).filter((p) => p.name);
  if (!xs.length) return '';
  const who = author((r.basics || {}).name);
  return xs.map((p, i) => {
    const parts = [who ? `${esc(who)}.`.replace(/\.\.$/, '.') : '', `${esc(p.name)}.`,
      `<i>${esc(p.publisher || '')}</i>${p.publisher && p.releaseDate ? ', ' : ''}${esc(c.fmtDate(p.releaseDate, 'long'))}.`,
      p.url ? esc(c.urlText(p.url)) : ''].filter((s) => s && s !== '<i></i>.');
    return `<p class="ref">[${i + 1}] ${parts.join(' ')}${p.summary ? ` ${esc(p.summary)}` : ''}</p>`;
  }).join('\n');
}

function certificates(r) {
  return list(r.certificates).filter((x) => x.name).map((x) => `<div class="row"><span>${esc(x.name)}</span>`
    + `<span class="right">${esc([x.issuer, c.fmtDate(x.date, 'year')].filter(Boolean).join(' · '))}</span></div>`).join('\n');
}

function volunteer(r) {
  return list(r.volunteer).map((v) => `<div class="entry">
<div class="row"><span><b>${esc(v.organization || '')}</b>${v.position ? ` — ${esc(v.position)}` : ''}</span><span class="right">${esc(range(v.startDate, v.endDate))}</span></div>
${v.summary ? `<p>${esc(v.summary)}</p>` : ''}
${bullets(v.highlights)}
</div>`).join('\n');
}

function render(r) {
  const b = r.basics || {};
  const out = [];
  out.push(`<h1>${esc(b.name || '')}</h1>`);
  if (b.label) out.push(`<p class="center"><i>${esc(b.label)}</i></p>`);
  const addr = c.place(b.location, true);
  if (addr) out.push(`<p class="center">${esc(addr)}</p>`);
  const contact = [b.phone, b.email, b.url && c.urlText(b.url)].concat(list(b.profiles).map((p) => p.url && c.urlText(p.url))).filter(Boolean);
  if (contact.length) out.push(`<p class="center">${contact.map(esc).join(' — ')}</p>`);
  if (b.summary) out.push(section('Profile', `<p>${esc(b.summary)}</p>`));
  out.push(section('Employment', work(r)));
  out.push(section('Education', education(r)));
  out.push(section('Publications', publications(r)));
  out.push(section('Projects', projects(r)));
  out.push(section('Honours and Awards', awards(r)));
  out.push(section('Certificates', certificates(r)));
  out.push(section('Voluntary Work', volunteer(r)));
  const skills = list(r.skills).filter((s) => s.name);
  out.push(section('Skills', skills.map((s) => `<p><b>${esc(s.name)}</b>${list(s.keywords).length ? ` — ${esc(list(s.keywords).join(', '))}` : ''}${s.level ? ` (${esc(s.level)})` : ''}</p>`).join('\n')));
  const langs = list(r.languages).filter((l) => l.language);
  out.push(section('Languages', langs.map((l) => `<div class="row"><span>${esc(l.language)}</span><span class="right">${esc(l.fluency || '')}</span></div>`).join('\n')));
  const ints = list(r.interests).filter((i) => i.name);
  out.push(section('Interests', ints.length ? `<p>${ints.map((i) => esc(i.name + (list(i.keywords).length ? ` (${list(i.keywords).join(', ')})` : ''))).join('; ')}</p>` : ''));
  const refs = list(r.references).filter((x) => x.name);
  out.push(section('References', refs.map((x) => `<p><b>${esc(x.name)}</b></p><p>${esc(x.reference || '')}</p>`).join('\n')));
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(b.name || '')}</title><style>${CSS}</style></head>
<body>
${out.filter(Boolean).join('\n')}
</body></html>
`;
}

module.exports = { render };
