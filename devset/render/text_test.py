#!/usr/bin/env python3
"""Tests for devset/render/text.py:  python3 devset/render/text_test.py  (or -m unittest)."""

import copy
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import text  # noqa: E402

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "text.py")

RECORD = {
    "basics": {
        "name": "Tomasz Wiśniewski-Hale",
        "label": "Logistics Coordinator",
        "email": "t.wh@example.com",
        "phone": "+44 7700 900123",
        "url": "https://twh.example.com",
        "summary": "Coordinator with six years in freight scheduling and cold-chain "
                   "warehousing, comfortable with both spreadsheets and forklifts.",
        "location": {"address": "3 Quay Lane", "postalCode": "BS1 4QA", "city": "Bristol",
                     "countryCode": "GB"},
        "profiles": [{"network": "GitHub", "url": "https://github.com/twh-example"}],
    },
    "work": [
        {"name": "Harbourline Freight Ltd", "position": "Logistics Coordinator",
         "location": "Bristol", "startDate": "2020-03",
         "highlights": ["Rebuilt the weekly routing plan for 40 lorries"]},
        {"name": "Cold Store Partners", "position": "Warehouse Shift Lead",
         "startDate": "2017", "endDate": "2020"},
    ],
    "education": [
        {"institution": "University of the West of England", "studyType": "BA",
         "area": "Business Management", "startDate": "2014", "endDate": "2017",
         "score": "2:1"},
    ],
    "awards": [{"title": "Depot Safety Prize", "date": "2019", "awarder": "Cold Store Partners"}],
    "skills": [{"name": "Planning", "keywords": ["Route optimisation", "Excel"]}],
    "languages": [{"language": "English", "fluency": "Native"},
                  {"language": "Polish", "fluency": "Fluent"}],
    "interests": [{"name": "Cycling"}],
    "meta": {"language": "en"},
}

GERMAN = {
    "basics": {"name": "Greta Möller", "email": "g.moeller@example.de"},
    "work": [{"name": "Stadtwerke Nord", "position": "Sachbearbeiterin", "startDate": "2018",
              "endDate": "2022"}],
    "education": [{"institution": "Hochschule Bremen", "studyType": "Bachelor of Arts",
                   "area": "Verwaltung", "endDate": "2018"}],
    "skills": [{"name": "Büro", "keywords": ["SAP", "Word"]}],
    "languages": [{"language": "Deutsch", "fluency": "Muttersprache"}],
    "meta": {"language": "de"},
}

ALL_MONTH_WORDS = {m.lower().rstrip(".") for table in (text.MONTHS_ABBR, text.MONTHS_FULL)
                   for months in table.values() for m in months}

ALL_HEADINGS = {h.lower() for lang in text.HEADINGS.values() for hs in lang.values() for h in hs}
ALL_HEADINGS |= {h.lower() for h in text.GIST_HEADINGS["en"].values()}
ALL_HEADINGS |= {h.lower() for reg in text.HEADINGS_REGIONAL.values() for hs in reg.values()
                 for h in hs}


def with_dates(record, start, end):
    """A copy of the record whose every date is replaced (end None = ongoing)."""
    r = copy.deepcopy(record)
    for w in r["work"] + r["education"]:
        w["startDate"] = start
        if end is None:
            w.pop("endDate", None)
        else:
            w["endDate"] = end
    for a in r["awards"]:
        a["date"] = start
    return r


def heading_lines(doc):
    """Lines that are only a section heading (any language, any case, optional colon or #)."""
    out = []
    for line in doc.splitlines():
        bare = line.strip().lstrip("#").strip().rstrip(":").strip().lower()
        if bare in ALL_HEADINGS:
            out.append(line)
    return out


class RenderTest(unittest.TestCase):

    def docs(self, record, rid="t-001"):
        return {t: text.render(record, t, rid) for t in text.TEMPLATES}

    def test_name_positions_and_orgs_in_every_template(self):
        for rid in ("a", "b", "c", "d", "e", "f"):
            for t, doc in self.docs(RECORD, rid).items():
                with self.subTest(template=t, rid=rid):
                    self.assertIn("Tomasz Wiśniewski-Hale", doc)
                    for w in RECORD["work"]:
                        self.assertIn(w["position"], doc)
                        self.assertIn(w["name"], doc)
                    self.assertIn("University of the West of England", doc)
                    self.assertIn("t.wh@example.com", doc)
                    self.assertIn("Polish", doc)
                    self.assertTrue(doc.endswith("\n") and not doc.endswith("\n\n"))

    def test_year_precision_never_shows_month_or_day(self):
        rec = with_dates(RECORD, "2016", "2019")
        for rid in [f"y{i}" for i in range(12)]:
            for t, doc in self.docs(rec, rid).items():
                with self.subTest(template=t, rid=rid):
                    body = doc.replace("+44 7700 900123", "")
                    self.assertNotRegex(body, r"\b\d{1,2}[./-]\d{4}\b")
                    self.assertNotRegex(body, r"\b\d{4}-\d{2}\b")
                    self.assertIn("2016", body)
                    words = {w.lower().rstrip(".") for w in re.findall(r"[A-Za-zäéû]+\.?", body)}
                    found = {m for m in ALL_MONTH_WORDS if len(m) >= 3} & words
                    # "May"/"mar"/"set" etc. could be ordinary words; our record has none.
                    self.assertEqual(found, set(), f"{t}: month words {found}")

    def test_month_precision_never_shows_day(self):
        rec = with_dates(RECORD, "2016-04", "2019-11")
        seen_month = False
        for rid in [f"m{i}" for i in range(12)]:
            for t, doc in self.docs(rec, rid).items():
                with self.subTest(template=t, rid=rid):
                    self.assertNotRegex(doc, r"\b\d{1,2}[./]\d{1,2}[./]\d{4}\b")
                    self.assertNotRegex(doc, r"\b\d{4}-\d{2}-\d{2}\b")
                    self.assertNotRegex(doc, r"\b\d{1,2}\.? (April|November) 20\d\d")
                    if re.search(r"04[./]2016|2016-04|Apr\w* 2016", doc):
                        seen_month = True
        self.assertTrue(seen_month, "no template ever printed the month")

    def test_date_formatting_unit(self):
        st = text.Style("txt-underlined", "x", "de", ("dot",))
        self.assertEqual(st.date("2019"), "2019")
        self.assertEqual(st.date("2019-09"), "09.2019")
        self.assertEqual(st.date("2019-09-03"), "03.09.2019")
        st = text.Style("txt-underlined", "x", "fr", ("abbr",))
        self.assertEqual(st.date("2019-02-14"), "févr. 2019")  # lower precision is allowed
        st = text.Style("txt-underlined", "x", "es", ("full",))
        self.assertEqual(st.date("2019-02-14"), "14 de febrero de 2019")
        st = text.Style("md-pandoc", "x", "de", ("full",))
        self.assertEqual(st.date("2019-04-01"), "April 2019")  # no "1. April" list in markdown
        st = text.Style("txt-leaders", "x", "it", ("year",))
        self.assertEqual(st.date("2019-02-14"), "2019")
        st.use_since = False
        self.assertTrue(st.dates("2019-02", None).endswith(st.present))
        self.assertIn(st.present, text.PRESENT["it"])
        self.assertEqual(st.dates("2019", "2019"), "2019")
        self.assertEqual(st.dates("", "2018-06"), "2018")
        self.assertEqual(st.date("sometime"), "sometime")

    def test_german_record_gets_german_headings(self):
        for rid in ("g1", "g2", "g3", "g4"):
            for t, doc in self.docs(GERMAN, rid).items():
                if t == "txt-noheadings":
                    continue
                with self.subTest(template=t, rid=rid):
                    heads = {h.strip().lstrip("#").strip().lower() for h in heading_lines(doc)}
                    de = {h.lower() for hs in text.HEADINGS["de"].values() for h in hs}
                    self.assertTrue(heads, doc)
                    self.assertTrue(heads <= de, f"non-German headings: {heads - de}")
                    self.assertTrue(heads & {h.lower() for h in text.HEADINGS["de"]["work"]})
                    self.assertTrue(
                        heads & {h.lower() for h in text.HEADINGS["de"]["education"]})
        st = text.Style("txt-leaders", "g", "de", ("abbr",))
        st.use_since = False
        self.assertRegex(st.dates("2020-03", None), r"^März 2020 . (heute|Heute|aktuell)$")

    def test_noheadings_has_no_heading_line(self):
        for rid in [f"n{i}" for i in range(10)]:
            for rec in (RECORD, GERMAN):
                doc = text.render(rec, "txt-noheadings", rid)
                with self.subTest(rid=rid, lang=rec["meta"]["language"]):
                    self.assertEqual(heading_lines(doc), [])
                    for line in doc.splitlines():
                        self.assertFalse(line.startswith("#"), line)
                        self.assertNotRegex(line, r"^\s*([=\-_])\1{2,}\s*$")
                    self.assertIn("Cycling" if rec is RECORD else "Muttersprache", doc)

    def test_noheadings_wrap_never_leaves_a_heading_word_alone(self):
        award = "Finance Team of the Year (North West), shortlisted, North West Finance Awards"
        for w in range(30, 90):
            lines = text.nwrap(award, w)
            self.assertEqual([x for x in lines if x.strip() == "Awards"], [], w)
            self.assertEqual(" ".join(lines), award)

    def test_structure_of_each_convention(self):
        for rid in ("s1", "s2", "s3", "s4"):
            d = self.docs(RECORD, rid)
            lines = d["md-leftdates"].splitlines()
            self.assertEqual(lines[0], "# Tomasz Wiśniewski-Hale")
            self.assertTrue(any(x.startswith("## ") for x in lines))
            self.assertRegex(d["md-leftdates"], r"(?m)^\S.*\d{4}.*\*\*Logistics Coordinator\*\*")
            u = d["txt-underlined"].splitlines()
            unders = [i for i, x in enumerate(u) if i and re.fullmatch(r"(=+|-+)", x)]
            self.assertTrue(len(unders) >= 5)
            for i in unders:
                self.assertEqual(len(u[i]), len(u[i - 1]), u[i - 1])
            self.assertTrue(all(len(x) <= 78 for x in u))
            lead = d["txt-leaders"]
            self.assertRegex(lead, r"(?m)^\S.* (\.{3,}|-{3,}) \S")
            self.assertRegex(lead, r"(?m)^[A-ZÄÖÜÉ ]{5,}$")
            self.assertIn("•", lead)
            pd = d["md-pandoc"]
            self.assertRegex(pd, r"(?m)^:   \S")
            self.assertRegex(pd, r"(?m)^\| English +\| Native +\|$")
            self.assertRegex(pd, r"(?m)^-{5,}  -{5,}$")
            self.assertRegex(d["md-jsonresume-like"],
                             r"(?m)^### Logistics Coordinator \| Harbourline Freight Ltd \| ")

    def test_variation_across_records(self):
        styles = set()
        for i in range(30):
            doc = text.render(RECORD, "md-leftdates", f"v{i}")
            styles.add(re.search(r"(?m)^\S+.*Logistics Coordinator\*\*", doc).group(0)[:12])
        self.assertGreater(len(styles), 2)

    def test_deterministic(self):
        for t in text.TEMPLATES:
            self.assertEqual(text.render(RECORD, t, "same"), text.render(RECORD, t, "same"))


class CliTest(unittest.TestCase):

    def run_cli(self, *args):
        return subprocess.run([sys.executable, SCRIPT, "-q", *args], capture_output=True,
                              text=True)

    def test_cli_writes_byte_identical_outputs_and_skips_fresh_ones(self):
        with tempfile.TemporaryDirectory() as tmp:
            paths = []
            for name, rec in (("rec-en", RECORD), ("rec-de", GERMAN)):
                p = os.path.join(tmp, f"{name}.json")
                with open(p, "w", encoding="utf-8") as f:
                    json.dump(rec, f, ensure_ascii=False)
                paths.append(p)
            out1, out2 = os.path.join(tmp, "o1"), os.path.join(tmp, "o2")
            self.assertEqual(self.run_cli("--out", out1, *paths).returncode, 0)
            self.assertEqual(self.run_cli("--out", out2, *paths).returncode, 0)
            for t, ext in text.EXTENSIONS.items():
                for name in ("rec-en", "rec-de"):
                    a = os.path.join(out1, t, f"{name}.{ext}")
                    b = os.path.join(out2, t, f"{name}.{ext}")
                    with open(a, "rb") as fa, open(b, "rb") as fb:
                        self.assertEqual(fa.read(), fb.read(), a)
            probe = os.path.join(out1, "txt-leaders", "rec-en.txt")
            os.utime(probe, (2e9, 2e9))  # far future: must be left alone
            r = subprocess.run([sys.executable, SCRIPT, "--out", out1, *paths],
                               capture_output=True, text=True)
            self.assertIn("0 written", r.stderr)
            self.assertEqual(os.path.getmtime(probe), 2e9)
            leftovers = [f for _, _, fs in os.walk(out1) for f in fs if f.startswith(".tmp")]
            self.assertEqual(leftovers, [])

    def test_cli_template_subset_bad_record_and_usage(self):
        with tempfile.TemporaryDirectory() as tmp:
            good = os.path.join(tmp, "ok.json")
            bad = os.path.join(tmp, "bad.json")
            with open(good, "w", encoding="utf-8") as f:
                json.dump(RECORD, f)
            with open(bad, "w", encoding="utf-8") as f:
                f.write("{not json")
            out = os.path.join(tmp, "o")
            r = self.run_cli("--out", out, "--templates", "md-pandoc,txt-leaders", bad, good)
            self.assertEqual(r.returncode, 1)
            self.assertIn("bad.json", r.stderr)
            self.assertEqual(sorted(os.listdir(out)), ["md-pandoc", "txt-leaders"])
            self.assertTrue(os.path.exists(os.path.join(out, "md-pandoc", "ok.md")))
            r = self.run_cli("--out", out, "--templates", "nope", good)
            self.assertEqual(r.returncode, 2)


if __name__ == "__main__":
    unittest.main()
