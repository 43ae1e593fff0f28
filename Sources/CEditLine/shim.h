#include <histedit.h>
