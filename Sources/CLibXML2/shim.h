// libxml2 (Debian's libxml2-dev): the streaming reader, RelaxNG and W3C XML Schema (sitemaps). Seen by TrellisValidation only.
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers clash with Foundation's own copy of ICU in a
// module that imports both. Trellis uses no libxml2 encoding handler (whose layout is the only
// thing ICU changes), so the ICU headers are left out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/relaxng.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
