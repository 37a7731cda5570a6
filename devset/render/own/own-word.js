// own-word: imitates a CV typed in a word processor and exported (Save as PDF / .docx):
// the layout is made of tables. Name centred, the contact details on one line separated by
// "|", headings in bold capitals over a bottom border, every entry a two-column table row
// (dates in the left cell; title, organisation and place, text and bullets in the right),
// skills and languages as a "Label: a, b, c" table. Written here from general knowledge of
// the genre; nothing was copied.
'use strict';
const c = require('./common');
const { esc, list } = c;

const CSS = `
@page { size: A4; margin: 20mm 18mm 18mm 18mm; }
body { margin: 0; font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; color: #000; }
h1 { text-align: center; font-size: 20pt; margin: 0 0 1mm 0; }
p.label { text-align: center; font-size: 12pt; margin: 0 0 1.5mm 0; }
p.contact { text-align: center; font-size: 10pt; margin: 0 0 4mm 0; }
h2 { font-size: 11.5pt; font-weight: bold; text-transform: uppercase; border-bottom: 1px solid #000;
     margin: 5mm 0 2mm 0; padding-bottom: 0.5mm; }
table { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 0 0 2.5mm 0; }
td.when { width: 36mm; padding-right: 4mm; }
td.key { width: 36mm; font-weight: bold; padding-right: 4mm; }
.what { font-weight: bold; }
.org { font-style: italic; }
ul { margin: 0.5mm 0 0 0; padding-left: 5mm; }
li { margin: 0; }
p { margin: 0; }
`;

function entryRow(when, lines, text, bullets) {
  return `<tr><td class="when">${esc(when)}</td><td>${lines.filter(Boolean).join('<br>')}`
    + `${text ? `<p>${esc(text)}</p>` : ''}`
    + `${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</td></tr>`;
}

function section(title, rows) {
  if (!rows.length) return '';
  return `<h2>${esc(title)}</h2>\n<table>${rows.join('\n')}</table>`;
}

function orgLine(parts) {
  const s = parts.filter(Boolean).join(', ');
  return s ? `<span class="org">${esc(s)}</span>` : '';
}

function render(r) {
  const b = r.basics || {};
  const contact = [c.place(b.location, true), b.phone, b.email, b.url && c.urlText(b.url)]
    .concat(list(b.profiles).map((p) => p.url && c.urlText(p.url))).filter(Boolean);
  const out = [];
  out.push(`<h1>${esc(b.name || '')}</h1>`);
  if (b.label) out.push(`<p class="label">${esc(b.label)}</p>`);
  if (contact.length) out.push(`<p class="contact">${contact.map(esc).join(' | ')}</p>`);
  if (b.summary) out.push(`<h2>Profile</h2><p>${esc(b.summary)}</p>`);
  out.push(section('Professional Experience', list(r.work).map((w) => entryRow(
    c.fmtRange(w.startDate, w.endDate, 'num'),
    [w.position && `<span class="what">${esc(w.position)}</span>`, orgLine([w.name, w.location])],
    w.summary, list(w.highlights)))));
  out.push(section('Education', list(r.education).map((e) => entryRow(
    c.fmtRange(e.startDate, e.endDate, 'num'),
    [[e.studyType, e.area].filter(Boolean).length
      ? `<span class="what">${esc([e.studyType, e.area].filter(Boolean).join(' in '))}</span>` : '',
    orgLine([e.institution]), e.score ? esc('Grade: ' + e.score) : ''],
    '', list(e.courses)))));
  out.push(section('Projects', list(r.projects).map((p) => entryRow(
    c.fmtRange(p.startDate, p.endDate, 'num'),
    [p.name && `<span class="what">${esc(p.name)}</span>`, orgLine([p.entity])],
    p.description, list(p.highlights)))));
  out.push(section('Volunteering', list(r.volunteer).map((v) => entryRow(
    c.fmtRange(v.startDate, v.endDate, 'num'),
    [v.position && `<span class="what">${esc(v.position)}</span>`, orgLine([v.organization])],
    v.summary, list(v.highlights)))));
  const skills = list(r.skills).filter((s) => s.name);
  out.push(section('Skills', skills.map((s) => `<tr><td class="key">${esc(s.name)}:</td><td>${esc(
    list(s.keywords).join(', ') || s.level || '')}</td></tr>`)));
  out.push(section('Languages', list(r.languages).filter((l) => l.language).map((l) =>
    `<tr><td class="key">${esc(l.language)}:</td><td>${esc(l.fluency || '')}</td></tr>`)));
  out.push(section('Certifications', list(r.certificates).map((x) => entryRow(
    c.fmtDate(x.date, 'num'), [x.name && `<span class="what">${esc(x.name)}</span>`, orgLine([x.issuer])], '', []))));
  out.push(section('Awards', list(r.awards).map((x) => entryRow(
    c.fmtDate(x.date, 'num'), [x.title && `<span class="what">${esc(x.title)}</span>`, orgLine([x.awarder])], x.summary, []))));
  out.push(section('Publications', list(r.publications).map((x) => entryRow(
    c.fmtDate(x.releaseDate, 'num'), [x.name && `<span class="what">${esc(x.name)}</span>`, orgLine([x.publisher])], x.summary, []))));
  out.push(section('Interests', list(r.interests).filter((i) => i.name).map((i) => `<tr><td class="key">${esc(i.name)}:</td><td>${esc(
    list(i.keywords).join(', '))}</td></tr>`)));
  out.push(section('References', list(r.references).map((x) => entryRow('', [x.name && `<span class="what">${esc(x.name)}</span>`], x.reference, []))));
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(b.name || '')}</title><style>${CSS}</style></head>
<body>
${out.filter(Boolean).join('\n')}
</body></html>
`;
}

module.exports = { render };
