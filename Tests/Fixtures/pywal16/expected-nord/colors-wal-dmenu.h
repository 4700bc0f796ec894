static const char *colors[SchemeLast][2] = {
	/*     fg         bg       */
	[SchemeNorm] = { "#8fbcbb", "#2e3440" },
	[SchemeSel] = { "#8fbcbb", "#88c0d0" },
	[SchemeOut] = { "#8fbcbb", "#d08770" },
};
