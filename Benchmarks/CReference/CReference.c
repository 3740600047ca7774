#include "CReference.h"
int creference_version(void) { return 1; }
