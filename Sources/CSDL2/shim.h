// C shim: SDL2, SDL2_ttf and fontconfig for Swift, plus the function-like macros Swift cannot import (SDL_image is
// opened on first use: CSDLPlatformImage.h).
#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
// <SDL2/...> rather than pkg-config's -I: dependents then build without its -D_REENTRANT, which SwiftPM
// refuses (with a warning) for packages used as dependencies.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <fontconfig/fontconfig.h>

static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 csdl_button_lmask(void) { return SDL_BUTTON_LMASK; }
static inline const char *csdl_ttf_get_error(void) { return TTF_GetError(); }


static inline Uint32 csdl_pixelformat_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
/// Red, green, blue, alpha bytes in memory order, as PNG stores them: SDL_image writes such a surface without
/// converting it first (a second copy of a frame, 1 GB at the largest canvas).
static inline Uint32 csdl_pixelformat_rgba32(void) { return SDL_PIXELFORMAT_RGBA32; }
static inline Uint32 csdl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }

/// The file (caller frees with SDL_free()) and face index of the font `config` (NULL: the current one) matches for
/// `pat`, which it destroys; with `scalar` non-zero, only a font that has a glyph for it, and with `colour_only`
/// non-zero only a colour font (fontconfig's color=true, such as Noto Color Emoji). NULL when there is none.
/// `outline` and `colour` (each optional) say whether the font's glyphs are outlines (false for bitmap strikes,
/// which SDL_ttf draws at a strike's own size) and whether it has colour glyphs.
static inline char *csdl_fontconfig_match_file(FcConfig *config, FcPattern *pat, uint32_t scalar, int colour_only,
                                               int *index, int *outline, int *colour) {
    FcConfigSubstitute(config, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult result = FcResultNoMatch;
    FcPattern *font = FcFontMatch(config, pat, &result);
    char *path = NULL;
    if (font) {
        FcCharSet *has = NULL;
        FcChar8 *file = NULL;
        FcBool is_outline = FcTrue, is_colour = FcFalse;
        FcPatternGetBool(font, FC_OUTLINE, 0, &is_outline);  // left as it is when the font does not say
        FcPatternGetBool(font, FC_COLOR, 0, &is_colour);
        int covers = scalar == 0 || (FcPatternGetCharSet(font, FC_CHARSET, 0, &has) == FcResultMatch && has
                                     && FcCharSetHasChar(has, scalar));
        if (covers && (!colour_only || is_colour) && FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch
            && file) {
            path = SDL_strdup((const char *)file);
            if (index && FcPatternGetInteger(font, FC_INDEX, 0, index) != FcResultMatch) *index = 0;
            if (outline) *outline = is_outline != FcFalse;
            if (colour) *colour = is_colour != FcFalse;
        }
        FcPatternDestroy(font);
    }
    FcPatternDestroy(pat);
    return path;
}

/// Path of the font file fontconfig picks for a pattern such as "sans-serif"; caller frees with SDL_free(). Uses
/// fontconfig's current configuration, loaded once (FcInit) and kept: the fallback lookups for other scripts
/// (csdl_fontconfig_match_scalar) use it too, where a configuration of its own read the 60-odd files again on the
/// first frame (issue 37's start-up profile: about 5 ms).
static inline char *csdl_fontconfig_match(const char *pattern) {
    if (!FcInit()) return NULL;
    FcPattern *pat = FcNameParse((const FcChar8 *)pattern);
    return pat ? csdl_fontconfig_match_file(NULL, pat, 0, 0, NULL, NULL, NULL) : NULL;
}

/// Path (caller frees with SDL_free()) and face index of the font fontconfig picks for `family` (such as "sans-serif",
/// or "emoji") that has a glyph for `scalar`, with `colour_only` non-zero a colour font; NULL when no installed font
/// fits. `outline` and `colour` as for csdl_fontconfig_match_file.
static inline char *csdl_fontconfig_match_scalar(const char *family, uint32_t scalar, int colour_only, int *index,
                                                 int *outline, int *colour) {
    FcPattern *pat = FcNameParse((const FcChar8 *)family);
    if (!pat) return NULL;
    FcCharSet *wanted = FcCharSetCreate();
    FcCharSetAddChar(wanted, scalar);
    FcPatternAddCharSet(pat, FC_CHARSET, wanted);
    FcCharSetDestroy(wanted);  // the pattern holds its own reference
    if (colour_only) FcPatternAddBool(pat, FC_COLOR, FcTrue);  // without it, fontconfig ranks Symbola first for emoji
    return csdl_fontconfig_match_file(NULL, pat, scalar, colour_only, index, outline, colour);
}
/// What fontconfig's answers depend on, one path a line after a letter and a space (caller frees with SDL_free()):
/// "c" for each configuration file and folder it read, "f" for each font folder it looks in, with the ones below them,
/// present or not, "k" for each folder of its caches. A kept answer stays good while none of these has changed (FontconfigAnswers). Loads the
/// configuration (FcInit) when it is not yet loaded; NULL when it cannot be.
static inline char *csdl_fontconfig_inputs(void) {
    if (!FcInit()) return NULL;
    FcStrList *lists[3] = {FcConfigGetConfigFiles(NULL), FcConfigGetFontDirs(NULL), FcConfigGetCacheDirs(NULL)};
    const char tags[3] = {'c', 'f', 'k'};
    size_t length = 1;
    for (int list = 0; list < 3; list++) {
        for (FcChar8 *path; lists[list] && (path = FcStrListNext(lists[list]));) length += SDL_strlen((const char *)path) + 3;
    }
    char *text = SDL_malloc(length), *end = text;
    for (int list = 0; list < 3 && text; list++) {
        if (!lists[list]) continue;
        FcStrListFirst(lists[list]);
        for (FcChar8 *path; (path = FcStrListNext(lists[list]));) {
            size_t size = SDL_strlen((const char *)path);
            end[0] = tags[list];
            end[1] = ' ';
            SDL_memcpy(end + 2, path, size);
            end[size + 2] = '\n';
            end += size + 3;
        }
    }
    if (text) *end = '\0';
    for (int list = 0; list < 3; list++) if (lists[list]) FcStrListDone(lists[list]);
    return text;
}
#endif
