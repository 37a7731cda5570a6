#!/usr/bin/python3
"""Renders text CVs of corpus/cv as PDFs in several layouts, for the PDF tests.

Run with Debian's python3 and python3-cairo (installed by corpus/pdf/generate.sh):
    /usr/bin/python3 corpus/pdf/generate.py
The PDFs are committed, so the test suite does not need this script.

Layouts (each is a real-world arrangement of the same content):
  onecol      one column; headings bold; bullets indented; long lines wrapped
  rightdates  a date line is drawn right-aligned on its entry's title row
  leftdates   date lines stand in a left column beside their entries
  sidebar     skills, languages, interests and links in a left sidebar; the rest in a main
              column; the name spans the page
  twocol      two equal columns, filled newspaper-style: down the left column, then the right,
              then the next page; the name spans the first page
Content that overflows a page continues on the next, with a running header (the name) and a
page-number footer.
"""
import os
import re
import sys

import cairo

HERE = os.path.dirname(os.path.abspath(__file__))
CV_DIR = os.path.join(HERE, '..', 'cv')
W, H = 595, 842  # A4 in points
FONT = 'DejaVu Sans'
MONTH = (r'(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|'
         r'okt|dez|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre)'
         r'[a-zäéû]*\.?')
POINT = r'(?:(?:' + MONTH + r'\s+)?(?:\d{1,2}/)?\d{4}|present|current|heute|now)'
DATE_LINE = re.compile(r'^(?:since\s+|seit\s+|depuis\s+)?' + POINT + r'(?:\s*[–-]\s*' + POINT + r')?$', re.I)
SIDEBAR = re.compile(r'^(skills|kenntnisse|languages|sprachen|interests?|interessen|interest areas|'
                     r'areas of interest|links|programming languages|idiomas|intereses|langues|'
                     r"compétences|centres d'intérêt|certifications)$", re.I)


# Section headings the renderer typesets as headings (the generator's own list; cvmill does
# not see it).
HEADINGS = re.compile(
    r'^(personal profile|profile|summary|about me|education|publications|pre-print|'
    r'(research|work|industry|academic) experience|experience|interest areas|areas of interest|'
    r'interests|skills|programming languages|languages|links|open-source projects|projects|'
    r'software|my research|news|group|grad students|teaching|service and awards|research awards|'
    r'conference committee member|journal reviewer|contact|awards|berufserfahrung|ausbildung|'
    r'kenntnisse|sprachen|interessen|profil|lebenslauf|formation|compétences|langues|'
    r"centres d'intérêt|expérience professionnelle|professional summary|professional experience|"
    r'certifications|perfil|experiencia laboral|formación|idiomas|intereses)$', re.I)


def clean(line):
    t = line.strip().lstrip('#').strip()
    t = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', t)  # [text](url) -> text
    t = re.sub(r'<(https?://[^>]*)>', r'\1', t)      # <url> -> url
    return t.replace('**', '').replace('*', '').strip()


def is_heading(line):
    t = clean(line).rstrip(':')
    return bool(HEADINGS.match(t))


class Canvas:
    def __init__(self, path, name):
        self.surface = cairo.PDFSurface(path, W, H)
        self.ctx = cairo.Context(self.surface)
        self.name = name
        self.page = 1

    def text(self, x, y, s, size=10, bold=False, right=None):
        c = self.ctx
        c.select_font_face(FONT, cairo.FONT_SLANT_NORMAL,
                           cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
        c.set_font_size(size)
        if right is not None:
            x = right - c.text_extents(s).x_advance
        c.move_to(x, y)
        c.show_text(s)

    def width(self, s, size=10):
        self.ctx.select_font_face(FONT)
        self.ctx.set_font_size(size)
        return self.ctx.text_extents(s).x_advance

    def new_page(self):
        self.text(W / 2 - 30, H - 30, 'Page %d' % self.page, 8)
        self.surface.show_page()
        self.page += 1
        self.text(50, 30, self.name, 8)

    def finish(self):
        if self.page > 1:
            self.text(W / 2 - 30, H - 30, 'Page %d' % self.page, 8)
        self.surface.finish()


def wrap(cv, s, width, size):
    words, lines, cur = s.split(), [], ''
    for w in words:
        t = (cur + ' ' + w).strip()
        if cur and cv.width(t, size) > width:
            lines.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines


def render(src, path, layout):
    raw = [l.rstrip('\n') for l in open(src, encoding='utf-8')]
    # A blank line in the source is paragraph spacing on the page ('' marks it).
    lines = []
    for l in raw:
        if l.strip():
            lines.append(l)
        elif lines and lines[-1] != '':
            lines.append('')
    while lines and lines[0] == '':
        lines.pop(0)
    name = clean(lines[0]) if not is_heading(lines[0]) else ''
    cv = Canvas(path, name)
    left, right = 50, W - 50
    if layout == 'leftdates':
        left = 190
    main_left = 210 if layout == 'sidebar' else left
    if layout == 'twocol':
        right = W / 2 - 12
    y = 60
    side_y = 0
    in_side = False
    side_lines = []
    start = 0
    if name:
        cv.text(50, y, name, 22, bold=True)
        y += 30
        start = 1
    if layout == 'sidebar':
        side_y = y
    # The sidebar's sections are taken out of the flow and drawn first, down page 1's left.
    main_lines = []
    for line in lines[start:]:
        if line == '':
            (side_lines if in_side else main_lines).append(line)
            continue
        if is_heading(line):
            in_side = layout == 'sidebar' and bool(SIDEBAR.match(clean(line).rstrip(':')))
        (side_lines if in_side else main_lines).append(line)
    sy = side_y
    for line in side_lines:
        if line == '':
            sy += 4
            continue
        t = clean(line)
        if is_heading(line):
            sy += 6
            size = 11
            while size > 7 and cv.width(t, size) * 1.1 > 150:  # a sidebar heading fits its column
                size -= 0.5
            cv.text(40, sy, t, size, bold=True)
            sy += 15
            continue
        bullet = line.lstrip().startswith(('- ', '• ', '◆ ', '* '))
        if bullet:
            t = clean(line.lstrip()[2:])
        for k, part in enumerate(wrap(cv, t, 140 if bullet else 150, 9)):
            if bullet and k == 0:
                cv.text(40, sy, '•', 9)
            cv.text(50 if bullet else 40, sy, part, 9)
            sy += 12
    frame = {'col': 0, 'top': y}

    def overflow():
        """The next place to write when the current column is full."""
        if layout == 'twocol' and frame['col'] == 0:
            frame['col'] = 1
            return frame['top'], W / 2 + 12, W - 50
        cv.new_page()
        frame['col'] = 0
        frame['top'] = 60
        if layout == 'twocol':
            return 60, left, W / 2 - 12
        return 60, main_left, right

    pending_title_y = None
    for i, line in enumerate(main_lines):
        if line == '':
            y += 5
            continue
        t = clean(line)
        bullet = line.lstrip().startswith(('- ', '• ', '◆ ', '* '))
        if bullet:
            t = clean(line.lstrip()[2:])
        if y > H - 70:
            y, main_left, right = overflow()
        if is_heading(line):
            y += 8
            cv.text(main_left if layout != 'leftdates' else 50, y, t, 13, bold=True)
            y += 18
            pending_title_y = None
            continue
        if DATE_LINE.match(t) and pending_title_y is not None and layout in ('rightdates', 'leftdates'):
            if layout == 'rightdates':
                cv.text(0, pending_title_y, t, 10, right=right)
            else:
                cv.text(50, pending_title_y, t, 8)
            pending_title_y = None
            continue
        x = main_left + (12 if bullet else 0)
        avail = right - x
        for k, part in enumerate(wrap(cv, t, avail, 10)):
            if y > H - 70:
                y, main_left, right = overflow()
                x = main_left + (12 if bullet else 0)
            if k == 0 and bullet:
                cv.text(main_left + 2, y, '•', 10)
            cv.text(x, y, part, 10)
            if k == 0 and not bullet:
                pending_title_y = y if pending_title_y is None else pending_title_y
            y += 13
        if bullet:
            pending_title_y = None
    cv.finish()


def main():
    out = os.path.join(HERE)
    names = sys.argv[1:] or sorted(f for f in os.listdir(CV_DIR) if f.endswith(('.txt', '.md')))
    for f in names:
        stem = os.path.splitext(f)[0]
        for layout in ('onecol', 'rightdates', 'leftdates', 'sidebar', 'twocol'):
            render(os.path.join(CV_DIR, f), os.path.join(out, '%s.%s.pdf' % (stem, layout)), layout)
            print('%s.%s.pdf' % (stem, layout))


if __name__ == '__main__':
    main()


def bad_pdfs():
    """Broken inputs for the error tests: encrypted, truncated, no pages, no text layer."""
    bad = os.path.join(HERE, 'bad')
    os.makedirs(bad, exist_ok=True)
    good = os.path.join(HERE, '000_2683ea62fa4f74d5.onecol.pdf')
    data = open(good, 'rb').read()
    open(os.path.join(bad, 'truncated.pdf'), 'wb').write(data[:len(data) // 3])
    # No text layer: only drawn shapes, as a scanned page would be (an image).
    s = cairo.PDFSurface(os.path.join(bad, 'no-text.pdf'), W, H)
    c = cairo.Context(s)
    c.rectangle(50, 50, 300, 200)
    c.fill()
    s.finish()
    # No pages: a page tree with no kids.
    open(os.path.join(bad, 'no-pages.pdf'), 'wb').write(
        b'%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n'
        b'2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n'
        b'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000054 00000 n \n'
        b'trailer<</Size 3/Root 1 0 R>>\nstartxref\n101\n%%EOF\n')
    os.system('qpdf --encrypt secret secret 256 -- "%s" "%s"' % (good, os.path.join(bad, 'encrypted.pdf')))
    print('bad/: truncated.pdf no-text.pdf no-pages.pdf encrypted.pdf')


if __name__ == '__main__' and os.environ.get('CVMILL_BAD_PDFS'):
    bad_pdfs()
