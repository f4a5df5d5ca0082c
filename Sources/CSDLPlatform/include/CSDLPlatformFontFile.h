// A font file read for SDL_ttf through a few cached blocks with pread, in place of SDL's stdio stream.
#ifndef CSDL_PLATFORM_FONT_FILE_H
#define CSDL_PLATFORM_FONT_FILE_H
#include <SDL2/SDL_rwops.h>

/// Opens `path` for reading as an SDL_RWops that FreeType (through SDL_ttf) can read glyphs from cheaply: a seek only
/// moves the position, and reads are served from 8 cached 4 KB blocks of the file, each read once with pread (a read of
/// 4 KB or more, a table FreeType loads whole, goes straight to pread). SDL's
/// own file stream (stdio) asks the kernel for a seek or two and a read of 4 KB for nearly every glyph, since FreeType
/// goes back and forth between a glyph's outline and the tables it needs; the first frame's text took thousands of
/// such calls. Nothing is mapped into memory, so a file changed or cut short meanwhile gives short reads (a glyph
/// FreeType cannot load), never a signal. NULL with SDL_GetError set when the file cannot be opened; pass the stream
/// to TTF_OpenFontIndexRW with freesrc 1 and SDL_ttf closes it with the font.
SDL_RWops *csdl_platform_font_file(const char *path);

#endif
