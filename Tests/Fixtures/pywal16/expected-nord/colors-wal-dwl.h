/* Taken from https://github.com/djpohly/dwl/issues/466 */
#define COLOR(hex)    { ((hex >> 24) & 0xFF) / 255.0f, \
                        ((hex >> 16) & 0xFF) / 255.0f, \
                        ((hex >> 8) & 0xFF) / 255.0f, \
                        (hex & 0xFF) / 255.0f }

static const float rootcolor[]             = COLOR(0x2e3440ff);
static uint32_t colors[][3]                = {
	/*               fg          bg          border    */
	[SchemeNorm] = { 0x8fbcbbff, 0x2e3440ff, 0x4c566aff },
	[SchemeSel]  = { 0x8fbcbbff, 0xbf616aff, 0x88c0d0ff },
	[SchemeUrg]  = { 0x8fbcbbff, 0x88c0d0ff, 0xbf616aff },
};
