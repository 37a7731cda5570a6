// The field tables of schema.h: key order as in the JSON Resume schema (v1.3.1).
#include "schema/schema.h"

namespace cvmill::schema {

#define CVMILL_TEXT(T, m) Field<T>{#m, &T::m, nullptr}
#define CVMILL_LIST(T, m) Field<T>{#m, nullptr, &T::m}
#define CVMILL_TABLE(T, section, ...)                          \
  template <>                                                  \
  const std::vector<Field<T>>& FieldsOf<T>() {                 \
    static const std::vector<Field<T>> fields = {__VA_ARGS__}; \
    return fields;                                             \
  }                                                            \
  template <>                                                  \
  const char* SectionOf<T>() {                                 \
    return section;                                            \
  }

CVMILL_TABLE(Basics, "basics", CVMILL_TEXT(Basics, name), CVMILL_TEXT(Basics, label), CVMILL_TEXT(Basics, image),
             CVMILL_TEXT(Basics, email), CVMILL_TEXT(Basics, phone), CVMILL_TEXT(Basics, url),
             CVMILL_TEXT(Basics, summary))
CVMILL_TABLE(Location, "location", CVMILL_TEXT(Location, address), CVMILL_TEXT(Location, postalCode),
             CVMILL_TEXT(Location, city), CVMILL_TEXT(Location, countryCode), CVMILL_TEXT(Location, region))
CVMILL_TABLE(Profile, "profiles", CVMILL_TEXT(Profile, network), CVMILL_TEXT(Profile, username),
             CVMILL_TEXT(Profile, url))
CVMILL_TABLE(Work, "work", CVMILL_TEXT(Work, name), CVMILL_TEXT(Work, location), CVMILL_TEXT(Work, description),
             CVMILL_TEXT(Work, position), CVMILL_TEXT(Work, url), CVMILL_TEXT(Work, startDate),
             CVMILL_TEXT(Work, endDate), CVMILL_TEXT(Work, summary), CVMILL_LIST(Work, highlights))
CVMILL_TABLE(Volunteer, "volunteer", CVMILL_TEXT(Volunteer, organization), CVMILL_TEXT(Volunteer, position),
             CVMILL_TEXT(Volunteer, url), CVMILL_TEXT(Volunteer, startDate), CVMILL_TEXT(Volunteer, endDate),
             CVMILL_TEXT(Volunteer, summary), CVMILL_LIST(Volunteer, highlights))
CVMILL_TABLE(Education, "education", CVMILL_TEXT(Education, institution), CVMILL_TEXT(Education, url),
             CVMILL_TEXT(Education, area), CVMILL_TEXT(Education, studyType), CVMILL_TEXT(Education, startDate),
             CVMILL_TEXT(Education, endDate), CVMILL_TEXT(Education, score), CVMILL_LIST(Education, courses))
CVMILL_TABLE(Award, "awards", CVMILL_TEXT(Award, title), CVMILL_TEXT(Award, date), CVMILL_TEXT(Award, awarder),
             CVMILL_TEXT(Award, summary))
CVMILL_TABLE(Certificate, "certificates", CVMILL_TEXT(Certificate, name), CVMILL_TEXT(Certificate, date),
             CVMILL_TEXT(Certificate, url), CVMILL_TEXT(Certificate, issuer))
CVMILL_TABLE(Publication, "publications", CVMILL_TEXT(Publication, name), CVMILL_TEXT(Publication, publisher),
             CVMILL_TEXT(Publication, releaseDate), CVMILL_TEXT(Publication, url), CVMILL_TEXT(Publication, summary))
CVMILL_TABLE(Skill, "skills", CVMILL_TEXT(Skill, name), CVMILL_TEXT(Skill, level), CVMILL_LIST(Skill, keywords))
CVMILL_TABLE(Language, "languages", CVMILL_TEXT(Language, language), CVMILL_TEXT(Language, fluency))
CVMILL_TABLE(Interest, "interests", CVMILL_TEXT(Interest, name), CVMILL_LIST(Interest, keywords))
CVMILL_TABLE(Reference, "references", CVMILL_TEXT(Reference, name), CVMILL_TEXT(Reference, reference))
CVMILL_TABLE(Project, "projects", CVMILL_TEXT(Project, name), CVMILL_TEXT(Project, description),
             CVMILL_LIST(Project, highlights), CVMILL_LIST(Project, keywords), CVMILL_TEXT(Project, startDate),
             CVMILL_TEXT(Project, endDate), CVMILL_TEXT(Project, url), CVMILL_LIST(Project, roles),
             CVMILL_TEXT(Project, entity), CVMILL_TEXT(Project, type))

#undef CVMILL_TABLE
#undef CVMILL_LIST
#undef CVMILL_TEXT

}  // namespace cvmill::schema
