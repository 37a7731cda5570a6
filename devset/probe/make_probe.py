#!/usr/bin/env python3
"""Writes devset/probe/probe.json: a JSON Resume record in which every field holds a marker
word of its own ('qxab', 'qxac', ...) and every date a year of its own (1901, 1902, ...), with
month 02 and day 23. Rendered through a template like any record, its text tells which fields
the template prints (devset/gold.py, rule 1). Two entries per section, two items per list."""
import json
import os
import string

counter = [0]


def mark():
    counter[0] += 1
    n, word = counter[0], ''
    while n:
        n, r = divmod(n, 26)
        word = string.ascii_lowercase[r] + word
    return 'qx' + word.rjust(2, 'a')


years = [1900]


def date():
    years[0] += 1
    return '%04d-02-23' % years[0]


def text(words=1):
    return ' '.join(mark().capitalize() for _ in range(words))


def long():
    return '%s worked with the team on %s and delivered %s results.' % (mark(), mark(), mark())


def url():
    return 'https://%s.example.com/%s' % (mark(), mark())


def entries(make):
    return [make(), make()]


probe = {
    'basics': {
        'name': text(2), 'label': text(2), 'email': '%s@%s.example.org' % (mark(), mark()),
        'phone': '+263 77 918 2736', 'url': url(), 'summary': long(),
        'location': {'address': '%s Street 12' % text(), 'postalCode': 'QX%s' % mark().upper(),
                     'city': text(), 'region': text(), 'countryCode': 'ZW'},
        'profiles': entries(lambda: {'network': text(), 'username': mark(), 'url': url()}),
    },
    'work': entries(lambda: {'name': text(2), 'position': text(2), 'url': url(),
                             'location': text(), 'description': long(), 'startDate': date(),
                             'endDate': date(), 'summary': long(),
                             'highlights': [long(), long()]}),
    'volunteer': entries(lambda: {'organization': text(2), 'position': text(2), 'url': url(),
                                  'startDate': date(), 'endDate': date(), 'summary': long(),
                                  'highlights': [long(), long()]}),
    'education': entries(lambda: {'institution': text(2), 'url': url(), 'area': text(2),
                                  'studyType': text(), 'startDate': date(), 'endDate': date(),
                                  'score': text(), 'courses': [text(), text()]}),
    'awards': entries(lambda: {'title': text(2), 'date': date(), 'awarder': text(2),
                               'summary': long()}),
    'certificates': entries(lambda: {'name': text(2), 'date': date(), 'issuer': text(2),
                                     'url': url()}),
    'publications': entries(lambda: {'name': text(3), 'publisher': text(2),
                                     'releaseDate': date(), 'url': url(), 'summary': long()}),
    'skills': entries(lambda: {'name': text(), 'level': text(), 'keywords': [text(), text()]}),
    'languages': entries(lambda: {'language': text(), 'fluency': text()}),
    'interests': entries(lambda: {'name': text(), 'keywords': [text(), text()]}),
    'references': entries(lambda: {'name': text(2), 'reference': long()}),
    'projects': entries(lambda: {'name': text(2), 'description': long(),
                                 'highlights': [long(), long()], 'keywords': [text(), text()],
                                 'startDate': date(), 'endDate': date(), 'url': url(),
                                 'roles': [text(), text()], 'entity': text(), 'type': text()}),
    'meta': {'language': 'en'},
}

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'probe.json')
with open(out, 'w', encoding='utf-8') as fh:
    json.dump(probe, fh, indent=2, ensure_ascii=False)
    fh.write('\n')
