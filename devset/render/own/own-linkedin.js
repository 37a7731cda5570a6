// own-linkedin: imitates the PDF that a social network's "Save to PDF" profile export makes:
// a narrow grey left sidebar (Contact, Top Skills, Languages with the proficiency in
// brackets, Certifications, Honors-Awards, Publications) beside the main column (name,
// headline, location, Summary, Experience with consecutive positions at one company grouped
// under the company, each position's title, "Month YYYY - Present (N years M months)" and
// location on lines of their own, Education as "Institution" over "Degree, Field · (YYYY -
// YYYY)"). Written here from general knowledge of the genre; nothing was copied.
'use strict';
const c = require('./common');
const { esc, list } = c;

const CSS = `
@page { size: A4; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; color: #181818; font-size: 10.5pt; }
.page { display: flex; min-height: 297mm; }
.side { width: 62mm; background: #e4e9ee; padding: 14mm 6mm 10mm 9mm; font-size: 9.5pt; }
.main { flex: 1; padding: 14mm 12mm 10mm 9mm; }
.side h3 { font-size: 11.5pt; margin: 0 0 3mm 0; font-weight: bold; color: #000; }
.side section { margin-bottom: 7mm; }
.side p { margin: 0 0 1.5mm 0; word-wrap: break-word; }
.side .muted { color: #555; }
h1 { font-size: 24pt; font-weight: normal; margin: 0 0 2mm 0; }
.headline { font-size: 11.5pt; margin: 0 0 2mm 0; }
.loc { color: #777; font-size: 10pt; margin: 0 0 8mm 0; }
.main h2 { font-size: 14.5pt; font-weight: normal; margin: 7mm 0 4mm 0; }
.company { font-size: 11.5pt; margin: 5mm 0 0.5mm 0; }
.total { color: #777; font-size: 10pt; margin: 0 0 1mm 0; }
.pos { margin: 0 0 4mm 0; }
.title { font-size: 11pt; margin: 1.5mm 0 0.5mm 0; }
.meta { color: #777; font-size: 10pt; margin: 0; }
.desc { margin: 1.5mm 0 0 0; white-space: pre-line; }
.school { font-size: 11.5pt; margin: 4mm 0 0.5mm 0; }
.degree { font-size: 10pt; margin: 0; color: #333; }
`;

function side(r) {
  const b = r.basics || {};
  const out = [];
  const contact = [];
  if (b.email) contact.push(`<p>${esc(b.email)}</p>`);
  if (b.phone) contact.push(`<p>${esc(b.phone)} (Mobile)</p>`);
  for (const p of list(b.profiles)) {
    if (p.url) contact.push(`<p>${esc(c.urlText(p.url))} <span class="muted">(${esc(p.network || 'Profile')})</span></p>`);
  }
  if (b.url) contact.push(`<p>${esc(c.urlText(b.url))} <span class="muted">(Personal)</span></p>`);
  if (contact.length) out.push(`<section><h3>Contact</h3>${contact.join('')}</section>`);
  const skills = list(r.skills).filter((s) => s.name).slice(0, 3);
  if (skills.length) out.push(`<section><h3>Top Skills</h3>${skills.map((s) => `<p>${esc(s.name)}</p>`).join('')}</section>`);
  const langs = list(r.languages).filter((l) => l.language);
  if (langs.length) {
    out.push(`<section><h3>Languages</h3>${langs.map((l) => `<p>${esc(l.language)}${l.fluency ? ` <span class="muted">(${esc(l.fluency)})</span>` : ''}</p>`).join('')}</section>`);
  }
  const certs = list(r.certificates).filter((x) => x.name);
  if (certs.length) out.push(`<section><h3>Certifications</h3>${certs.map((x) => `<p>${esc(x.name)}</p>`).join('')}</section>`);
  const awards = list(r.awards).filter((x) => x.title);
  if (awards.length) out.push(`<section><h3>Honors-Awards</h3>${awards.map((x) => `<p>${esc(x.title)}</p>`).join('')}</section>`);
  const pubs = list(r.publications).filter((x) => x.name);
  if (pubs.length) out.push(`<section><h3>Publications</h3>${pubs.map((x) => `<p>${esc(x.name)}</p>`).join('')}</section>`);
  return out.join('\n');
}

function position(w, grouped) {
  const range = c.fmtRange(w.startDate, w.endDate, 'long');
  const dur = c.fmtDuration(c.months(w.startDate, w.endDate));
  const desc = [];
  if (w.summary) desc.push(esc(w.summary));
  for (const h of list(w.highlights)) desc.push('- ' + esc(h));
  return `<div class="pos">
${grouped ? '' : `<p class="company">${esc(w.name || '')}</p>`}
<p class="title">${esc(w.position || '')}</p>
${range ? `<p class="meta">${esc(range)}${dur ? ` (${esc(dur)})` : ''}</p>` : ''}
${w.location ? `<p class="meta">${esc(w.location)}</p>` : ''}
${desc.length ? `<p class="desc">${desc.join('\n')}</p>` : ''}
</div>`;
}

function experience(r) {
  const work = list(r.work);
  if (!work.length) return '';
  // Consecutive positions at one company form one group under the company's name.
  const groups = [];
  for (const w of work) {
    const last = groups[groups.length - 1];
    if (last && w.name && last[0].name === w.name) last.push(w);
    else groups.push([w]);
  }
  const html = groups.map((g) => {
    if (g.length === 1) return position(g[0], false);
    const first = g[g.length - 1].startDate;
    const lastEnd = g[0].endDate;
    const dur = c.fmtDuration(c.months(first, lastEnd));
    return `<p class="company">${esc(g[0].name)}</p>${dur ? `<p class="total">${esc(dur)}</p>` : ''}
${g.map((w) => position(w, true)).join('\n')}`;
  });
  return `<h2>Experience</h2>\n${html.join('\n')}`;
}

function education(r) {
  const ed = list(r.education);
  if (!ed.length) return '';
  return `<h2>Education</h2>\n` + ed.map((e) => {
    const deg = [e.studyType, e.area].filter(Boolean).join(', ');
    const yrs = c.fmtRange(e.startDate, e.endDate, 'year', '');
    const line = [deg, yrs ? `(${yrs.replace(/ - $/, '')})` : ''].filter(Boolean).join(' · ');
    return `<p class="school">${esc(e.institution || '')}</p>${line ? `<p class="degree">${esc(line)}</p>` : ''}`;
  }).join('\n');
}

function render(r) {
  const b = r.basics || {};
  const loc = c.place(b.location, false);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(b.name || '')}</title><style>${CSS}</style></head>
<body><div class="page">
<aside class="side">
${side(r)}
</aside>
<main class="main">
<h1>${esc(b.name || '')}</h1>
${b.label ? `<p class="headline">${esc(b.label)}</p>` : ''}
${loc ? `<p class="loc">${esc(loc)}</p>` : ''}
${b.summary ? `<h2>Summary</h2><p class="desc">${esc(b.summary)}</p>` : ''}
${experience(r)}
${education(r)}
</main>
</div></body></html>
`;
}

module.exports = { render };
