static const char* selbgcolor   = "#2e3440";
static const char* selfgcolor   = "#8fbcbb";
static const char* normbgcolor  = "#bf616a";
static const char* normfgcolor  = "#8fbcbb";
static const char* urgbgcolor   = "#88c0d0";
static const char* urgfgcolor   = "#8fbcbb";
