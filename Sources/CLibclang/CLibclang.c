// SwiftPM needs one source file to build a C target; the target is only its header.
#include "CLibclang.h"
