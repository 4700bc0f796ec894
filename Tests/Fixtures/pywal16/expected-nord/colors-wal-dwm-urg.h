static const char norm_fg[] = "#8fbcbb";
static const char norm_bg[] = "#2e3440";
static const char norm_border[] = "#4c566a";

static const char sel_fg[] = "#8fbcbb";
static const char sel_bg[] = "#bf616a";
static const char sel_border[] = "#8fbcbb";

static const char urg_fg[] = "#8fbcbb";
static const char urg_bg[] = "#88c0d0";
static const char urg_border[] = "#88c0d0";

static const char *colors[][3]      = {
    /*               fg           bg         border                         */
    [SchemeNorm] = { norm_fg,     norm_bg,   norm_border }, // unfocused wins
    [SchemeSel]  = { sel_fg,      sel_bg,    sel_border },  // the focused win
    [SchemeUrg] =  { urg_fg,      urg_bg,    urg_border },
};
