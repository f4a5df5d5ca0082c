// C shim: SDL2, SDL2_ttf, SDL2_image and fontconfig for Swift, plus the function-like macros Swift cannot import.
#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
// <SDL2/...> rather than pkg-config's -I: dependents then build without its -D_REENTRANT, which SwiftPM
// refuses (with a warning) for packages used as dependencies.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <fontconfig/fontconfig.h>

static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 csdl_button_lmask(void) { return SDL_BUTTON_LMASK; }
static inline const char *csdl_ttf_get_error(void) { return TTF_GetError(); }
static inline const char *csdl_img_get_error(void) { return IMG_GetError(); }
static inline Uint32 csdl_pixelformat_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
static inline Uint32 csdl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }

/// Path of the font file fontconfig picks for a pattern such as "sans-serif"; caller frees with free().
static inline char *csdl_fontconfig_match(const char *pattern) {
    FcConfig *config = FcInitLoadConfigAndFonts();
    if (!config) return NULL;
    FcPattern *pat = FcNameParse((const FcChar8 *)pattern);
    if (!pat) { FcConfigDestroy(config); return NULL; }
    FcConfigSubstitute(config, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult result = FcResultNoMatch;
    FcPattern *font = FcFontMatch(config, pat, &result);
    char *path = NULL;
    if (font) {
        FcChar8 *file = NULL;
        if (FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch && file) {
            path = SDL_strdup((const char *)file);
        }
        FcPatternDestroy(font);
    }
    FcPatternDestroy(pat);
    FcConfigDestroy(config);
    return path;
}
/// Path (caller frees with SDL_free()) and face index of the font fontconfig picks for `family` (such as "sans-serif")
/// that has a glyph for `scalar`; NULL when no installed font has one.
static inline char *csdl_fontconfig_match_scalar(const char *family, uint32_t scalar, int *index) {
    FcPattern *pat = FcNameParse((const FcChar8 *)family);
    if (!pat) return NULL;
    FcCharSet *wanted = FcCharSetCreate();
    FcCharSetAddChar(wanted, scalar);
    FcPatternAddCharSet(pat, FC_CHARSET, wanted);
    FcConfigSubstitute(NULL, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult result = FcResultNoMatch;
    FcPattern *font = FcFontMatch(NULL, pat, &result);
    char *path = NULL;
    if (font) {
        FcCharSet *has = NULL;
        FcChar8 *file = NULL;
        if (FcPatternGetCharSet(font, FC_CHARSET, 0, &has) == FcResultMatch && has && FcCharSetHasChar(has, scalar)
            && FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch && file) {
            path = SDL_strdup((const char *)file);
            if (FcPatternGetInteger(font, FC_INDEX, 0, index) != FcResultMatch) *index = 0;
        }
        FcPatternDestroy(font);
    }
    FcCharSetDestroy(wanted);
    FcPatternDestroy(pat);
    return path;
}
#endif
