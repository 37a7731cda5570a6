#!/usr/bin/env python3
"""Tests of the round-trip reduction (devset/gold.py): what a document shows stays, the rest
goes, with the reason logged. Run: python3 devset/gold_test.py"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gold  # noqa: E402

RECORD = {
    'basics': {'name': 'Ana Ruiz Ortega', 'email': 'ana.ruiz@example.org',
               'phone': '+34 612 345 678', 'url': 'https://www.ana-ruiz.example/',
               'location': {'city': 'Valencia', 'countryCode': 'ES'},
               'profiles': [{'network': 'GitHub', 'username': 'anaruiz',
                             'url': 'https://github.com/anaruiz'}]},
    'work': [{'name': 'Google', 'position': 'Go Developer', 'location': 'Madrid',
              'startDate': '2019-09-15', 'endDate': '2021-03',
              'highlights': ['Moved the billing service to a queue and cut the nightly '
                             'batch from six hours to forty minutes for every region',
                             'Hired two juniors']}],
    'education': [{'institution': 'Universitat de València', 'studyType': 'Grado',
                   'endDate': '2018', 'courses': ['Redes', 'Go']}],
}


def reduce(text, printed=None, record=RECORD):
    return gold.reduce_record(record, gold.DocText([text]), printed)


class DatesTest(unittest.TestCase):
    def shown(self, text, iso):
        return gold.DocText([text]).date_shown(iso)

    def test_precision_written_next_to_the_year(self):
        self.assertEqual(self.shown('Sep 2019 – Mar 2021', '2019-09-15'), 2)
        self.assertEqual(self.shown('Sep 2019 – Mar 2021', '2021-03'), 2)
        self.assertEqual(self.shown('09/2019 - 03/2021', '2021-03'), 2)
        self.assertEqual(self.shown('2019–2021', '2019-09-15'), 1)
        self.assertEqual(self.shown('15.09.2019 – heute', '2019-09-15'), 3)
        self.assertEqual(self.shown('September 15, 2019', '2019-09-15'), 3)
        self.assertEqual(self.shown('15 de septiembre de 2019', '2019-09-15'), 3)
        self.assertEqual(self.shown('2019-09-15', '2019-09-15'), 3)
        self.assertEqual(self.shown('2019-09', '2019-09-15'), 2)
        self.assertEqual(self.shown('sept. 2019', '2019-09'), 2)
        self.assertEqual(self.shown('März 2020', '2020-03'), 2)
        self.assertEqual(self.shown('wrzesień 2019', '2019-09'), 2)

    def test_other_month_or_year_is_not_this_date(self):
        self.assertEqual(self.shown('Oct 2019', '2019-09'), 1)
        self.assertEqual(self.shown('10/2019', '2019-09'), 1)
        self.assertEqual(self.shown('2018 – 2020', '2019-09'), 0)
        self.assertEqual(self.shown('120190', '2019'), 0)
        # the end date's month in a range is not the start date's
        self.assertEqual(self.shown('Sep – Dec 2019', '2019-09'), 1)


class ReduceTest(unittest.TestCase):
    def test_what_the_text_shows_stays(self):
        text = ('ANA RUIZ ORTEGA\nana.ruiz@example.org · +34 612 34 56 78 · ana-ruiz.example\n'
                'Valencia, Spain · github.com/anaruiz\n'
                'Go Developer, Google, Madrid  Sep 2019 – Mar 2021\n'
                '• Moved the billing service to a queue and cut the nightly batch from six\n'
                'hours to forty minutes for every region\n• Hired two juniors\n'
                'Grado, Universitat de València, 2018. Courses: Redes, Go')
        got, log = reduce(text)
        b = got['basics']
        self.assertEqual(b['name'], 'Ana Ruiz Ortega')
        self.assertEqual(b['email'], 'ana.ruiz@example.org')
        self.assertEqual(b['phone'], '+34 612 345 678')
        self.assertEqual(b['url'], 'https://www.ana-ruiz.example/')
        self.assertEqual(b['location'], {'city': 'Valencia', 'countryCode': 'ES'})
        # the URL shows the network and the user name as words too
        self.assertEqual(b['profiles'], [{'network': 'GitHub', 'username': 'anaruiz',
                                          'url': 'https://github.com/anaruiz'}])
        w = got['work'][0]
        self.assertEqual(w['startDate'], '2019-09')  # shown at month precision
        self.assertEqual(w['endDate'], '2021-03')
        self.assertEqual(len(w['highlights']), 2)
        self.assertEqual(got['education'][0]['courses'], ['Redes', 'Go'])
        reasons = {p: r for p, _, r in log}
        self.assertEqual(reasons['work[0].startDate'], 'shown as 2019-09')

    def test_words_match_whole_tokens_only(self):
        got, log = reduce('Google Developer\nValencian oranges')
        self.assertNotIn('basics', got)          # 'Valencia' is not 'Valencian'
        self.assertNotIn('position', got['work'][0])
        self.assertIn(('work[0].position', 'Go Developer', 'not in text'), log)

    def test_long_text_shown_in_pieces_or_not_at_all(self):
        split = ('Moved the billing service to a | sidebar | queue and cut the nightly batch '
                 'from six hours to forty minutes | sidebar | for every region')
        got, _ = reduce(split)
        self.assertEqual(got['work'][0]['highlights'][0][:5], 'Moved')
        got, log = reduce('Moved the billing service to a queue …')
        self.assertNotIn('work', got)
        self.assertIn('work[0].highlights[0]', [p for p, _, _ in log])

    def test_hyphen_at_line_end_is_joined(self):
        got, _ = reduce('Universitat de Valèn-\ncia')
        self.assertEqual(got['education'][0]['institution'], 'Universitat de València')

    def test_template_that_never_prints_a_field(self):
        text = 'Go Developer, Google, Madrid 2019 – 2021'
        printed = {('work', 'name'): True, ('work', 'position'): True,
                   ('work', 'startDate'): True, ('work', 'endDate'): True}
        got, log = reduce(text, printed)
        self.assertEqual(got['work'][0], {'name': 'Google', 'position': 'Go Developer',
                                          'startDate': '2019', 'endDate': '2021'})
        self.assertIn(('work[0].location', 'Madrid', 'not printed'), log)

    def test_country_by_name_or_code(self):
        record = {'basics': {'location': {'countryCode': 'DE'}}}
        self.assertIn('basics', reduce('Berlin, Deutschland', record=record)[0])
        self.assertIn('basics', reduce('Berlin (DE)', record=record)[0])
        self.assertNotIn('basics', reduce('Berlin, dear reader', record=record)[0])


class ProfileTest(unittest.TestCase):
    def test_a_shown_url_states_network_and_user(self):
        # The template prints only the URL: its host names the network, its path the user.
        printed = {('profiles', 'url'): True, ('profiles', 'network'): False, ('profiles', 'username'): False}
        got, log = reduce('github.com/anaruiz', printed)
        self.assertEqual(got['basics']['profiles'][0],
                         {'url': 'https://github.com/anaruiz', 'network': 'GitHub', 'username': 'anaruiz'})
        self.assertIn(('basics.profiles[0].username', 'anaruiz', 'stated by the url'), log)
        # No URL shown: nothing of the profile.
        got, _ = reduce('Ana Ruiz Ortega', printed)
        self.assertNotIn('profiles', got.get('basics', {}))
        # A user name the URL does not hold is not stated by it.
        record = {'basics': {'profiles': [{'network': 'Twitter', 'username': 'ana_r',
                                           'url': 'https://x.example/u/12345'}]}}
        got, _ = reduce('x.example/u/12345', printed, record=record)
        self.assertEqual(got['basics']['profiles'][0], {'url': 'https://x.example/u/12345'})


class ProbeTest(unittest.TestCase):
    def test_printed_fields_from_the_probe(self):
        probe = {'basics': {'name': 'Qxab Qxac', 'label': 'Qxad'},
                 'work': [{'name': 'Qxae', 'location': 'Qxaf', 'startDate': '1901-02-23'},
                          {'name': 'Qxag', 'location': 'Qxah', 'startDate': '1902-02-23'}]}
        printed = gold.printed_fields(probe, gold.DocText(['QXAB QXAC\nQxae 1901\nQxag Feb 1902']))
        self.assertTrue(printed[('basics', 'name')])
        self.assertFalse(printed[('basics', 'label')])
        self.assertTrue(printed[('work', 'name')])
        self.assertFalse(printed[('work', 'location')])
        self.assertTrue(printed[('work', 'startDate')])

    def test_probe_markers_are_unique(self):
        import json
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'probe', 'probe.json')
        with open(path, encoding='utf-8') as fh:
            probe = json.load(fh)
        doc = gold.DocText([''])
        _, log = gold.reduce_record(probe, doc, None)
        values = [v for _, v, _ in log]
        markers = [t for v in values for t in gold.tokens(v) if t.startswith('qx')]
        self.assertGreater(len(markers), 100)
        self.assertEqual(len(markers), len(set(markers)))


if __name__ == '__main__':
    unittest.main()
