// C shim: GNU FriBidi (bidirectional order) and HarfBuzz's Unicode script property, for the text layer.
#ifndef CTEXTSHAPING_SHIM_H
#define CTEXTSHAPING_SHIM_H
#include <fribidi/fribidi.h>
#include <harfbuzz/hb.h>
#include <stdint.h>
#include <stdlib.h>

/// Resolves a paragraph's embedding levels and its visual order with FriBidi (UAX #9, brackets included).
/// `base` is 0 for the direction of the first strong character (LTR when there is none), 1 for LTR, 2 for RTL.
/// Fills `levels[i]` (the level of logical character i; odd is right to left) and `visual_to_logical[v]` (the
/// logical index shown at visual position v, left to right). Returns 1 when the paragraph is right to left.
static inline int csdl_bidi_reorder(const uint32_t *text, int length, int base, uint8_t *levels, int32_t *visual_to_logical) {
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)(length > 0 ? length : 1));
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)(length > 0 ? length : 1));
    FriBidiLevel *resolved = malloc(sizeof(FriBidiLevel) * (size_t)(length > 0 ? length : 1));
    FriBidiParType direction = base == 1 ? FRIBIDI_PAR_LTR : base == 2 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_ON;
    int rtl = 0;
    if (types && brackets && resolved && length > 0) {
        fribidi_get_bidi_types((const FriBidiChar *)text, length, types);
        fribidi_get_bracket_types((const FriBidiChar *)text, length, types, brackets);
        if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, resolved)) {
            for (int i = 0; i < length; i++) visual_to_logical[i] = i;
            FriBidiLevel *line = malloc(sizeof(FriBidiLevel) * (size_t)length);
            if (line) {
                for (int i = 0; i < length; i++) line[i] = resolved[i];
                fribidi_reorder_line(FRIBIDI_FLAGS_DEFAULT, types, length, 0, direction, line, NULL, (FriBidiStrIndex *)visual_to_logical);
                for (int i = 0; i < length; i++) levels[i] = (uint8_t)line[i];  // after L1: trailing spaces at the base
                free(line);
            }
            rtl = FRIBIDI_IS_RTL(direction) ? 1 : 0;
        }
    }
    free(types); free(brackets); free(resolved);
    return rtl;
}

/// The ISO 15924 tag of `scalar`'s script ("Latn", "Hebr", "Arab", "Hani", "Zyyy" for common, "Zinh" for inherited),
/// written into `tag` (5 bytes).
static inline void csdl_script_tag(uint32_t scalar, char *tag) {
    hb_script_t script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar);
    hb_tag_to_string(hb_script_to_iso15924_tag(script), tag);
    tag[4] = 0;
}
#endif
