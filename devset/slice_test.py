#!/usr/bin/env python3
"""ctest: cvmill over the committed slice of the development corpus (devset/slice/: three
development templates x five records, each as PDF and as its pdftotext text, or as its text
source) holds the floor in devset/slice/floor.json, so no change loses generality silently.
The floor is the F1 measured when the slice was exported (harness.py slice-export) less a
margin; raise it by exporting again when cvmill improves.

    python3 devset/slice_test.py CVMILL_BINARY"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import report  # noqa: E402


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = os.path.join(HERE, 'slice')
    with open(os.path.join(folder, 'floor.json'), encoding='utf-8') as fh:
        floor = json.load(fh)['floor']
    got = report.score_slice(folder, sys.argv[1])
    failed = 0
    for key in sorted(floor):
        f1 = got.get(key)
        ok = f1 is not None and f1 + 1e-9 >= floor[key]
        failed += not ok
        print('%-40s F1 %s  floor %.3f  %s' % (key, '%.3f' % f1 if f1 is not None else 'none',
                                               floor[key], 'ok' if ok else 'BELOW FLOOR'))
    print('%d passed, %d failed' % (len(floor) - failed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
