// An entry's body: a list set with no markers (in HTML, DOCX or PDF each item a paragraph of
// its own under the entry's summary: with three such paragraphs or more, the first is the
// summary and the rest the list; two paragraphs, a list with markers, or plain text keep
// their reading), and a sentence wrapped over plain-text lines (prose, not header lines).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* what;
  std::string cv;
  const char* name;
  std::string summary;
  std::vector<std::string> highlights;
};

// An entry opened by its date line, as the themes that drop list markers set it.
std::string Html(const std::string& body) {
  return "<html><body><h1>Jane Roe</h1><p>jane@example.org</p><h2>Experience</h2>"
         "<p>2019 - 2021</p><p><b>Charge Nurse, Harbour Clinic</b></p>" + body + "</body></html>";
}

TEST(UnmarkedList, Table) {
  const Case cases[] = {
      {"three paragraphs: a summary and a list of two",
       Html("<p>Ran the night shift of a surgical ward.</p><p>Cut handover time by a third</p>"
            "<p>Trained four new graduates</p>"),
       "cv.html", "Ran the night shift of a surgical ward.",
       {"Cut handover time by a third", "Trained four new graduates"}},
      {"two paragraphs: a summary of two",
       Html("<p>Ran the night shift of a surgical ward.</p><p>Led the ward's audit each spring.</p>"),
       "cv.html", "Ran the night shift of a surgical ward. Led the ward's audit each spring.", {}},
      {"a list with markers: its items, the paragraphs the summary",
       Html("<p>Ran the night shift of a surgical ward.</p><p>Led the ward's audit each spring.</p>"
            "<ul><li>Cut handover time by a third</li><li>Trained four new graduates</li></ul>"),
       "cv.html", "Ran the night shift of a surgical ward. Led the ward's audit each spring.",
       {"Cut handover time by a third", "Trained four new graduates"}},
      {"plain text: the lines stay one summary",
       "Jane Roe\njane@example.org\n\nEXPERIENCE\n\nCharge Nurse, Harbour Clinic\n2019 - 2021\n"
       "Ran the night shift of a surgical ward and\nled the ward's audit each spring, with\nthe matron.\n",
       "cv.txt", "Ran the night shift of a surgical ward and led the ward's audit each spring, with the matron.", {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv, c.name);
    ASSERT_EQ(r.work.size(), 1u);
    EXPECT_EQ(r.work[0].summary, c.summary);
    EXPECT_EQ(r.work[0].highlights, c.highlights);
  }
}

TEST(WrappedSentence, PlainText) {
  struct Prose {
    const char* what;
    const char* body;  // the entry's lines under its date line
    const char* position;
    const char* summary;
  };
  const Prose cases[] = {
      {"a sentence over three lines, in lower case where it goes on",
       "Charge Nurse, Harbour Clinic\nRan the night shift of a surgical ward and\nled the audit each spring, with\n"
       "the matron.\n",
       "Charge Nurse", "Ran the night shift of a surgical ward and led the audit each spring, with the matron."},
      {"a header of names wrapped before its tail stays the header",
       "Charge Nurse, Harbour Clinic Trust, Leeds. Teaching\nhospital of forty wards.\n"
       "Ran the night shift of a surgical ward and\nled the audit each spring.\n",
       "Charge Nurse", "Ran the night shift of a surgical ward and led the audit each spring."},
  };
  for (const Prose& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string("Jane Roe\njane@example.org\n\nEXPERIENCE\n\n2019 - 2021\n") + c.body,
                                "cv.txt");
    ASSERT_EQ(r.work.size(), 1u);
    EXPECT_EQ(r.work[0].position, c.position);
    EXPECT_EQ(r.work[0].summary, c.summary);
    EXPECT_TRUE(r.work[0].highlights.empty());
  }
}

// Plain text that lost its list marks (a text dump of a theme whose list glyphs are
// drawn): under a dated entry, its summary, then items, some wrapped; lines cut off as an
// entry of their own with no date, in a section whose other entries are dated, are the entry's
// list. Negative: with one dated entry only, an undated entry stays an entry.
TEST(UnmarkedList, PlainTextUnderDatedEntries) {
  const std::string head = "Jane Roe\njane@example.org\n\nEXPERIENCE\n\nCharge Nurse\n\nJan 2019 - Present\n\n"
                           "Ran the night shift of a surgical ward of forty beds and its team of nine nurses and two "
                           "sisters.\n";
  const std::string cv =
      head +
          "Rewrote the ward's handover sheet with the matron and the two ward sisters so that the night\n"
          "shift could hand over in half the time.\nCut handover time by a third\nTrained four new graduates\n"
          "Wrote the guide to the ward's night rota that the matron kept for every new starter on the\n"
          "ward and gave to the agency nurses.\n\nStaff Nurse\n\nJan 2016 - Jan 2019\n\n"
          "Worked on a surgical ward of thirty beds with a team of six nurses on a rota of long days.\n";
  Resume r = testing::ParseCv(cv, "cv.txt");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].summary,
            "Ran the night shift of a surgical ward of forty beds and its team of nine nurses and two sisters.");
  EXPECT_EQ(r.work[0].highlights,
            (std::vector<std::string>{"Rewrote the ward's handover sheet with the matron and the two ward sisters so "
                                      "that the night shift could hand over in half the time.",
                                      "Cut handover time by a third", "Trained four new graduates",
                                      "Wrote the guide to the ward's night rota that the matron kept for every new "
                                      "starter on the ward and gave to the agency nurses."}));
  EXPECT_EQ(r.work[1].position, "Staff Nurse");
  // --explain lists the entries the record has. (The list's short lines, glued under the
  // prose in a section that sets its entries apart with blank lines, are read as the prose's
  // list from the start (glued_items.cc), so no undated entry is cut off to be joined.)
  auto explained = pipeline::Explain(cv, "cv.txt", testing::BuiltinRules(), pipeline::Options{});
  ASSERT_TRUE(explained.ok());
  EXPECT_NE(explained.value().find(": 2 entries"), std::string::npos) << explained.value();

  // The same in a volunteer section.
  std::string volunteer = cv;
  volunteer.replace(volunteer.find("EXPERIENCE"), 10, "VOLUNTEERING");
  Resume v = testing::ParseCv(volunteer, "cv.txt");
  ASSERT_EQ(v.volunteer.size(), 2u);
  EXPECT_EQ(v.volunteer[0].highlights.size(), 4u);

  Resume one = testing::ParseCv(head + "\nBank Nurse\n\nCovered night shifts on three wards of the hospital when "
                                       "they were short of staff.\n",
                                "cv.txt");
  ASSERT_EQ(one.work.size(), 2u);
  EXPECT_EQ(one.work[1].position, "Bank Nurse");
}

// An undated section with one entry whose header is bold, its lines under it plain
// paragraphs: one entry, however many plain paragraphs follow. Negative: two entries each
// opened by a bold line stay two.
TEST(UnmarkedList, OneBoldOpenerInAnUndatedSection) {
  auto html = [](const std::string& body) {
    return "<html><body><h1>Jane Roe</h1><p>jane@example.org</p><h2>Volunteering</h2>" + body + "</body></html>";
  };
  Resume r = testing::ParseCv(html("<p><b>Harbour Food Bank</b></p><p>Runs two food banks and a kitchen.</p>"
                                   "<p>Kept the accounts for the charity board</p>"
                                   "<p>Set up a monthly report that the board reads in ten minutes.</p>"),
                              "cv.html");
  ASSERT_EQ(r.volunteer.size(), 1u);
  EXPECT_EQ(r.volunteer[0].summary, "Runs two food banks and a kitchen.");
  EXPECT_EQ(r.volunteer[0].highlights,
            (std::vector<std::string>{"Kept the accounts for the charity board",
                                      "Set up a monthly report that the board reads in ten minutes."}));
  Resume two = testing::ParseCv(html("<p><b>Harbour Food Bank</b></p><p>Runs two food banks and a kitchen.</p>"
                                     "<p><b>Riverside Youth Club</b></p><p>Coached the under-twelves on Saturdays.</p>"),
                                "cv.html");
  EXPECT_EQ(two.volunteer.size(), 2u);
}

}  // namespace
}  // namespace cvmill::schema
