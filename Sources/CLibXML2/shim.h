// libxml2 (Debian's libxml2-dev): the streaming reader and RelaxNG. Seen by TrellisValidation only.
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
