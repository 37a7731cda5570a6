// own-docs: imitates a one-column CV typed in an online document editor from a "modern
// résumé" starting point: a sans-serif page, headings in small capitals over a thin rule,
// each job's "Position, Employer" with its dates right-aligned on the same line. Its
// secondary sections use the shapes such CVs give them: an award as "Title — Awarder (Year)"
// on one line with its summary below; projects as bordered cards (name and roles, dates
// right-aligned, the link, the description, keyword chips); publications as a numbered list
// of citations ("Surname, I. (2021). Title. Publisher. link"); certificates as "Name,
// Issuer, Month YYYY" lines; volunteering as "Role, Organisation" over its dates. Written
// here from general knowledge of the genre; nothing was copied.
'use strict';
const c = require('./common');
const { esc, list } = c;

const CSS = `
@page { size: A4; margin: 16mm 17mm 16mm 17mm; }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #222; line-height: 1.3; }
h1 { font-size: 22pt; font-weight: 400; margin: 0; color: #1a1a1a; }
p.label { font-size: 11.5pt; color: #4a6fa5; margin: 0.5mm 0 1.5mm 0; }
p.contact { font-size: 9pt; color: #555; margin: 0 0 0.8mm 0; }
h2 { font-size: 11pt; font-variant: small-caps; letter-spacing: 0.05em; font-weight: 700; color: #4a6fa5;
     border-bottom: 0.6pt solid #9fb3d1; margin: 5mm 0 2mm 0; padding-bottom: 0.4mm; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 4mm; }
.row .when { white-space: nowrap; color: #555; font-size: 9.5pt; }
.entry { margin-bottom: 3mm; break-inside: avoid; }
.sub { font-style: italic; color: #444; }
p { margin: 0.5mm 0; }
ul { margin: 0.5mm 0 0 0; padding-left: 5mm; }
li { margin: 0; }
.card { border: 0.8pt solid #c9d3e3; border-radius: 1.5mm; padding: 2mm 3mm; margin-bottom: 2.5mm; break-inside: avoid; }
.card .name { font-weight: 700; }
.card .roles { font-style: italic; color: #444; }
.card .link { font-size: 9pt; color: #4a6fa5; }
.chips { margin-top: 1mm; }
.chips span { display: inline-block; background: #e8eef7; border-radius: 2mm; padding: 0.3mm 1.8mm; margin: 0 1mm 0.8mm 0; font-size: 8.5pt; }
ol.pubs { margin: 0; padding-left: 6mm; }
ol.pubs li { margin-bottom: 1.5mm; }
ol.pubs .note { color: #555; font-size: 9pt; }
.award { margin-bottom: 2mm; }
.award .what { font-weight: 700; }
.award p.summary, .vol p.summary { color: #333; }
.cert { margin: 0 0 0.8mm 0; }
.vol .head { font-weight: 700; }
.vol .head span { font-weight: 400; }
.vol .when { color: #555; font-size: 9.5pt; }
.kv b { font-weight: 700; }
`;

function range(a, b) {
  return c.fmtRange(a, b, 'short').replace(' - ', ' – ');
}

function year(d) {
  return c.fmtDate(d, 'year');
}

function bullets(xs) {
  const l = list(xs);
  return l.length ? `<ul>${l.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : '';
}

function section(title, body) {
  return body ? `<h2>${esc(title)}</h2>\n${body}` : '';
}

// "Surname, I." from the CV owner's name, as a citation prints the author.
// (Titles such as "Dr." are left out; particles stay with the surname: "van der Meulen, S.")
function author(name) {
  const parts = String(name || '').trim().split(/\s+/).filter((p) => p && !/\.$/.test(p));
  if (!parts.length) return '';
  if (parts.length === 1) return parts[0];
  let at = parts.length - 1;
  while (at > 1 && /^(van|von|der|den|de|da|do|dos|di|del|la|le)$/i.test(parts[at - 1])) at--;
  return parts.slice(at).join(' ') + ', ' + parts.slice(0, at).map((p) => p[0] + '.').join(' ');
}

function work(r) {
  return list(r.work).map((w) => `<div class="entry">
<div class="row"><span><b>${esc(w.position || '')}</b>${w.name ? `, ${esc(w.name)}` : ''}</span><span class="when">${esc(range(w.startDate, w.endDate))}</span></div>
${w.location ? `<p class="sub">${esc(w.location)}</p>` : ''}
${w.summary ? `<p>${esc(w.summary)}</p>` : ''}
${bullets(w.highlights)}
</div>`).join('\n');
}

function education(r) {
  return list(r.education).map((e) => `<div class="entry">
<div class="row"><span><b>${esc(e.institution || '')}</b></span><span class="when">${esc(range(e.startDate, e.endDate))}</span></div>
<p class="sub">${esc([e.studyType, e.area].filter(Boolean).join(' in '))}</p>
${e.score ? `<p>Grade: ${esc(e.score)}</p>` : ''}
${list(e.courses).length ? `<p>Courses: ${esc(list(e.courses).join(', '))}</p>` : ''}
</div>`).join('\n');
}

function projects(r) {
  return list(r.projects).map((p) => {
    const roles = list(p.roles).join(', ');
    const kws = list(p.keywords);
    return `<div class="card">
<div class="row"><span><span class="name">${esc(p.name || '')}</span>${roles ? ` · <span class="roles">${esc(roles)}</span>` : ''}</span><span class="when">${esc(range(p.startDate, p.endDate))}</span></div>
${p.url ? `<p class="link">${esc(c.urlText(p.url))}</p>` : ''}
${p.description ? `<p>${esc(p.description)}</p>` : ''}
${bullets(p.highlights)}
${kws.length ? `<div class="chips">${kws.map((k) => `<span>${esc(k)}</span>`).join(' ')}</div>` : ''}
</div>`;
  }).join('\n');
}

function awards(r) {
  return list(r.awards).filter((a) => a.title).map((a) => `<div class="award">
<p><span class="what">${esc(a.title)}</span>${a.awarder ? ` — ${esc(a.awarder)}` : ''}${a.date ? ` (${esc(year(a.date))})` : ''}</p>
${a.summary ? `<p class="summary">${esc(a.summary)}</p>` : ''}
</div>`).join('\n');
}

function publications(r) {
  const pubs = list(r.publications).filter((p) => p.name);
  if (!pubs.length) return '';
  const who = author((r.basics || {}).name);
  return `<ol class="pubs">${pubs.map((p) => {
    const cite = [who ? `${esc(who)}${p.releaseDate ? ` (${esc(year(p.releaseDate))})` : ''}.` : (p.releaseDate ? `(${esc(year(p.releaseDate))}).` : ''),
      `<i>${esc(p.name)}</i>.`, p.publisher ? `${esc(p.publisher)}.` : '', p.url ? esc(c.urlText(p.url)) : '']
      .filter(Boolean).join(' ');
    return `<li>${cite}${p.summary ? `<br><span class="note">${esc(p.summary)}</span>` : ''}</li>`;
  }).join('\n')}</ol>`;
}

function certificates(r) {
  return list(r.certificates).filter((x) => x.name).map((x) => `<p class="cert">${esc([x.name, x.issuer, c.fmtDate(x.date, 'short')].filter(Boolean).join(', '))}</p>`).join('\n');
}

function volunteer(r) {
  return list(r.volunteer).map((v) => `<div class="entry vol">
<p class="head">${esc(v.position || '')}${v.organization ? `<span>, ${esc(v.organization)}</span>` : ''}</p>
${v.startDate || v.endDate ? `<p class="when">${esc(range(v.startDate, v.endDate))}</p>` : ''}
${v.summary ? `<p class="summary">${esc(v.summary)}</p>` : ''}
${bullets(v.highlights)}
</div>`).join('\n');
}

function render(r) {
  const b = r.basics || {};
  const out = [];
  out.push(`<h1>${esc(b.name || '')}</h1>`);
  if (b.label) out.push(`<p class="label">${esc(b.label)}</p>`);
  const contact = [b.email, b.phone, c.place(b.location, false), b.url && c.urlText(b.url)].filter(Boolean);
  if (contact.length) out.push(`<p class="contact">${contact.map(esc).join(' · ')}</p>`);
  const prof = list(b.profiles).filter((p) => p.url || p.username)
    .map((p) => `${esc(p.network || '')}${p.network ? ': ' : ''}${esc(p.url ? c.urlText(p.url) : p.username)}`);
  if (prof.length) out.push(`<p class="contact">${prof.join(' · ')}</p>`);
  if (b.summary) out.push(section('Summary', `<p>${esc(b.summary)}</p>`));
  out.push(section('Experience', work(r)));
  out.push(section('Education', education(r)));
  out.push(section('Projects', projects(r)));
  out.push(section('Awards', awards(r)));
  out.push(section('Publications', publications(r)));
  out.push(section('Certifications', certificates(r)));
  out.push(section('Volunteering', volunteer(r)));
  const skills = list(r.skills).filter((s) => s.name);
  out.push(section('Skills', skills.map((s) => `<p class="kv"><b>${esc(s.name)}</b>${s.level ? ` (${esc(s.level)})` : ''}${list(s.keywords).length ? `: ${esc(list(s.keywords).join(', '))}` : ''}</p>`).join('\n')));
  const langs = list(r.languages).filter((l) => l.language);
  out.push(section('Languages', langs.length ? `<p>${langs.map((l) => esc(l.language + (l.fluency ? ` (${l.fluency})` : ''))).join(', ')}</p>` : ''));
  const ints = list(r.interests).filter((i) => i.name);
  out.push(section('Interests', ints.map((i) => `<p class="kv"><b>${esc(i.name)}</b>${list(i.keywords).length ? `: ${esc(list(i.keywords).join(', '))}` : ''}</p>`).join('\n')));
  const refs = list(r.references).filter((x) => x.name);
  out.push(section('References', refs.map((x) => `<p>“${esc(x.reference || '')}” — ${esc(x.name)}</p>`).join('\n')));
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(b.name || '')}</title><style>${CSS}</style></head>
<body>
${out.filter(Boolean).join('\n')}
</body></html>
`;
}

module.exports = { render, author };
