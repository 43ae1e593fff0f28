#include "editline_shims.h"
