// Shared helpers of the own templates (devset/render/own/): escaping, dates, places.
// Written here for the development corpus; no public template was copied.
'use strict';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
  'September', 'October', 'November', 'December'];

// "Now" for ongoing ranges: fixed, so every render is deterministic.
const NOW = { y: 2026, m: 11 };

function esc(s) {
  return String(s == null ? '' : s).replace(/&/g, '&amp;').replace(/</g, '&lt;')
    .replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// A JSON Resume date ("YYYY", "YYYY-MM", "YYYY-MM-DD") as {y, m (or null), d (or null)}.
function parseDate(s) {
  const m = /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/.exec(String(s || ''));
  if (!m) return null;
  return { y: +m[1], m: m[2] ? +m[2] : null, d: m[3] ? +m[3] : null };
}

// style: 'long' (February 2020), 'short' (Feb 2020), 'num' (02/2020), 'year' (2020).
function fmtDate(s, style) {
  const d = parseDate(s);
  if (!d) return '';
  if (style === 'year' || d.m == null) return String(d.y);
  if (style === 'num') return String(d.m).padStart(2, '0') + '/' + d.y;
  const name = MONTHS[d.m - 1];
  return (style === 'short' ? name.slice(0, 3) : name) + ' ' + d.y;
}

function fmtRange(start, end, style, present) {
  const a = fmtDate(start, style);
  const b = end ? fmtDate(end, style) : (start ? (present || 'Present') : '');
  if (!a && !b) return '';
  if (!a) return b;
  if (a === b) return a;
  return a + ' - ' + b;
}

// Months between two dates, both ends counted (LinkedIn's "N years M months").
function months(start, end) {
  const a = parseDate(start);
  if (!a) return null;
  const b = end ? parseDate(end) : NOW;
  if (!b) return null;
  return (b.y - a.y) * 12 + ((b.m || 12) - (a.m || 1)) + 1;
}

function fmtDuration(n) {
  if (n == null || n <= 0) return '';
  const y = Math.floor(n / 12);
  const m = n % 12;
  const parts = [];
  if (y) parts.push(y + (y === 1 ? ' year' : ' years'));
  if (m) parts.push(m + (m === 1 ? ' month' : ' months'));
  return parts.join(' ');
}

const COUNTRIES = {
  AR: 'Argentina', AT: 'Austria', AU: 'Australia', BE: 'Belgium', BR: 'Brazil', CA: 'Canada',
  CH: 'Switzerland', CO: 'Colombia', DE: 'Germany', ES: 'Spain', FR: 'France', GB: 'United Kingdom',
  IE: 'Ireland', IN: 'India', IT: 'Italy', MX: 'Mexico', NG: 'Nigeria', NL: 'Netherlands',
  PL: 'Poland', PT: 'Portugal', US: 'United States', ZW: 'Zimbabwe',
};

function country(code) {
  return code ? (COUNTRIES[String(code).toUpperCase()] || code) : '';
}

function place(loc, withAddress) {
  if (!loc) return '';
  const parts = [];
  if (withAddress && loc.address) parts.push(loc.address);
  const city = [loc.postalCode && withAddress ? loc.postalCode : '', loc.city || ''].filter(Boolean).join(' ');
  if (city) parts.push(city);
  if (loc.region) parts.push(loc.region);
  if (loc.countryCode) parts.push(country(loc.countryCode));
  return parts.join(', ');
}

function list(x) {
  return Array.isArray(x) ? x.filter((e) => e != null) : [];
}

function urlText(u) {
  return String(u || '').replace(/^https?:\/\//, '').replace(/\/$/, '');
}

module.exports = { esc, parseDate, fmtDate, fmtRange, months, fmtDuration, country, place, list, urlText, MONTHS };
